#!/usr/bin/env bash
# The static checks of `npm test` side by side (decision 0049): the type check, ESLint, Prettier and knip are each
# about one thread, so on CI's two cores two at a time take about half their sum. Each one's output is printed whole
# when it ends; the script fails if any of them does.
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

# Two lanes, one a core: all four at once took 54 s here, two lanes 47 s, one after another 66 s.
(
  check typecheck tsc --noEmit
  typed=$?
  check knip knip && exit $typed
) &
types=$!
(
  check eslint eslint . --max-warnings 0
  linted=$?
  check prettier prettier --check . && exit $linted
) &
style=$!
failed=0
wait $types || failed=1
wait $style || failed=1
exit $failed
