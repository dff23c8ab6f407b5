import type { Plugin } from 'vite'

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+\.js)"><\/script>/
/** The longest the app waits for the frame's paint (a browser that never reports it). */
const PAINT_WAIT_MS = 1000

/**
 * The signed-in app's frame (index.html's #app-frame) is what a phone paints first (issue 39): the entry script
 * starts once the browser reports the frame's first contentful paint (a paint observer; two animation frames
 * where paint timing is missing; at most a second), still fetched from the start by a modulepreload link in its
 * place. Where the chunks are already there (a warm load, a fast network) the browser would otherwise run them,
 * and React's first render, before showing anything: the paint is only presented after the main thread's
 * frame, so starting one animation frame later was not enough on a busy phone. The frame now shows first and
 * React replaces it. A hidden tab (no paint) starts at once.
 * Lighthouse's simulated mobile load counts every script that ran before the first paint as holding that paint,
 * which is how the frame's paint was measured at 2.7–3.7 s of downloading (docs/benchmarks.md).
 * The sign-in pages (vite-prerender-sign-in) are made from this index.html afterwards and inherit the starter.
 */
export function paintFrameFirst(): Plugin {
  return {
    name: 'mesa-paint-frame-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html
        const entry = ENTRY_SCRIPT.exec(html)
        if (!entry) throw new Error('mesa-paint-frame-first: index.html has no entry script')
        const src = entry[1]!
        const starter =
          `<script>;(function(){var started=false;function start(){if(started)return;started=true;` +
          `var script=document.createElement('script');script.type='module';script.crossOrigin='';` +
          `script.src=${JSON.stringify(src)};document.head.appendChild(script)}` +
          `if(document.visibilityState==='hidden')return start();` +
          `try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){` +
          `new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()})` +
          `.observe({type:'paint',buffered:true});setTimeout(start,${PAINT_WAIT_MS});return}}catch(error){}` +
          `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})})})()</script>`
        return html
          .replace(entry[0], `<link rel="modulepreload" crossorigin href="${src}">`)
          .replace('</body>', `${starter}\n  </body>`)
      },
    },
  }
}
