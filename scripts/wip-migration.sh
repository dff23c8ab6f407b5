#!/usr/bin/env bash
# Session tool while several features change the schema at once: rebuilds ONE work-in-progress migration
# (apps/api/drizzle/00NN_wip.sql, after LAST_LANDED) from the whole schema against the last landed migration, under a lock,
# so parallel work never produces clashing 0006 files. Before landing, the lead replaces it with a named one.
set -euo pipefail
cd "$(dirname "$0")/../apps/api"
LAST_LANDED=24
exec 9>/tmp/mesa-wip-migration.lock
flock 9
work=$(mktemp -d -p . .wip-migration-XXXX)
trap 'rm -rf "$work"' EXIT
cp -r drizzle "$work/drizzle"
python3 - "$work/drizzle" "$LAST_LANDED" <<'PY'
import glob, json, os, sys
folder, last = sys.argv[1], int(sys.argv[2])
journal_path = os.path.join(folder, 'meta', '_journal.json')
journal = json.load(open(journal_path))
journal['entries'] = [entry for entry in journal['entries'] if entry['idx'] <= last]
json.dump(journal, open(journal_path, 'w'), indent=2)
for path in glob.glob(os.path.join(folder, '*.sql')) + glob.glob(os.path.join(folder, 'meta', '*_snapshot.json')):
    if int(os.path.basename(path)[:4]) > last:
        os.remove(path)
PY
cat > "$work/drizzle.config.mjs" <<CONF
export default { dialect: 'postgresql', schema: './src/db/schema.ts', out: '$work/drizzle' }
CONF
npx drizzle-kit generate --config "$work/drizzle.config.mjs" --name wip
# Swap the result in: the landed files are untouched, everything after them is replaced.
python3 - drizzle "$work/drizzle" "$LAST_LANDED" <<'PY'
import glob, os, shutil, sys
live, fresh, last = sys.argv[1], sys.argv[2], int(sys.argv[3])
for path in glob.glob(os.path.join(live, '*.sql')) + glob.glob(os.path.join(live, 'meta', '*_snapshot.json')):
    if int(os.path.basename(path)[:4]) > last:
        os.remove(path)
for path in glob.glob(os.path.join(fresh, '*.sql')):
    if int(os.path.basename(path)[:4]) > last:
        shutil.copy(path, live)
for path in glob.glob(os.path.join(fresh, 'meta', '*_snapshot.json')):
    if int(os.path.basename(path)[:4]) > last:
        shutil.copy(path, os.path.join(live, 'meta'))
shutil.copy(os.path.join(fresh, 'meta', '_journal.json'), os.path.join(live, 'meta', '_journal.json'))
PY
# Hand-written SQL (triggers, functions) the generator cannot express, appended after the generated DDL.
for custom in ../../scripts/wip-custom/*.sql; do
  [ -f "$custom" ] || continue
  wip=$(ls drizzle/00*_wip.sql 2>/dev/null | head -1)
  [ -n "$wip" ] && { printf '\n--> statement-breakpoint\n'; cat "$custom"; } >> "$wip"
done
ls drizzle | tail -3
