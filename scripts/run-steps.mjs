#!/usr/bin/env node
// `npm test`'s runner: runs npm scripts as steps, one step after the other, and prints how long each took.
// A step written `a+b+c` runs those scripts side by side, as many at a time as the machine has cores (longest
// listed first), each one's output printed whole when it ends; a step of one script streams its output.
// The first step with a failing script stops the run (its other scripts still finish) and fails it.
//   node scripts/run-steps.mjs typecheck+lint test:unit build
import { spawn } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1)
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const timings = []

function run(script, streamed) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code, signal) => {
      const ok = code === 0
      timings.push({ script, time: seconds(started), ok })
      if (!streamed) process.stdout.write(Buffer.concat(output))
      console.log(`== ${script}: ${ok ? 'passed' : `FAILED (${signal ?? code})`} in ${seconds(started)} s`)
      resolve(ok)
    })
  })
}

async function step(scripts) {
  if (scripts.length === 1) return run(scripts[0], true)
  const queue = [...scripts]
  const results = []
  const lane = async () => {
    while (queue.length > 0) results.push(await run(queue.shift(), false))
  }
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), scripts.length) }, lane))
  return results.every(Boolean)
}

const started = performance.now()
let ok = true
for (const argument of process.argv.slice(2)) {
  const stepStarted = performance.now()
  ok = await step(argument.split('+'))
  console.log(`== step ${argument}: ${seconds(stepStarted)} s (load average ${load()})`)
  if (!ok) break
}
console.log(`\n== steps (${seconds(started)} s in all, ${availableParallelism()} cores):`)
for (const { script, time, ok: passed } of timings)
  console.log(`   ${script.padEnd(20)} ${time.padStart(7)} s${passed ? '' : '  FAILED'}`)
process.exit(ok ? 0 : 1)
