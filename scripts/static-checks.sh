#!/usr/bin/env bash
# The static checks of `npm test` side by side (decision 0049): the type check, ESLint, Prettier and knip are each
# one thread, so on CI's two cores running them together takes about half their sum. Each one's output is printed
# whole when it ends; the script fails if any of them does.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

check() {
  local name=$1 started=$SECONDS
  shift
  if "$@" >"$logs/$name" 2>&1; then
    echo "✓ $name ($((SECONDS - started)) s)"
  else
    echo "✗ $name ($((SECONDS - started)) s)"
    cat "$logs/$name"
    return 1
  fi
}

check typecheck tsc --noEmit &
check eslint eslint . --max-warnings 0 &
check prettier prettier --check . &
check knip knip &

failed=0
for job in $(jobs -p); do wait "$job" || failed=1; done
exit $failed
