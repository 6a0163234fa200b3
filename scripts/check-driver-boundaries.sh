#!/usr/bin/env bash
# Checks that each store driver stays inside its own target, by name, so that no rename or
# new spelling of a backend branch slips past it:
#
#   1. every top-level type a driver target declares (class, struct, enum, protocol,
#      typealias, actor; a nested type is reached only through one of them) is named, in code
#      (comments and string literals left out), only in that driver's target and in the
#      targets allowed to know both drivers;
#   2. `import FSTelSQLite` and `import FSTelPostgreSQL` (any driver's import) appear only
#      in those targets (and no driver imports another);
#   3. in Package.swift, only those targets and the test targets (and the tests' support
#      target under Tests/) depend on a driver.
#
# The targets allowed to know both drivers: FSTelStore (the opener that registers them) and
# FSTelCopy (`fstel copy`, which moves an SQLite store into a PostgreSQL one). Everything
# else (the store layer FSTelStorage, FSTelQuery, FSTelCLI, ...) reaches a driver only
# through the protocols of FSTelStorage.
#
#   scripts/check-driver-boundaries.sh       prints each violation; exit 1 when there is one
#   scripts/check-driver-boundaries.sh -v    also lists the driver type names it checked
set -euo pipefail
cd "$(dirname "$0")/.."

# The drivers: the targets FSTelStore (the opener) depends on, besides the store layer and
# the modules under it. A new driver is registered there, and checked from then on.
read -r -a drivers <<< "$(sed -nE 's/.*\.target\(name: "FSTelStore", dependencies: \[([^]]*)\].*/\1/p' Package.swift \
    | tr -d '" ' | tr ',' '\n' | grep -vxE 'FSTelStorage|FSTelModel|FSTelIO|FSTelLogWriting' | paste -sd' ')"
(( ${#drivers[@]} > 0 )) || { echo "Package.swift: no driver found among FSTelStore's dependencies"; exit 1; }
allowed=(FSTelStore FSTelCopy)

# Swift source without comments and string literals (multi-line ones too), one line per line.
strip() {
    perl -0777 -pe '
        s{"""(?:.|\n)*?"""}{ my $m = $&; $m =~ s/[^\n]//g; "\"\"" . $m }ge;
        s{/\*(?:.|\n)*?\*/}{ my $m = $&; $m =~ s/[^\n]//g; $m }ge;
        s{//[^\n]*}{}g;
        s{"(?:[^"\\\n]|\\.)*"}{""}g;
    ' "$1"
}

declared() {
    # Type names declared in a driver's sources.
    local target=$1
    find "Sources/$target" -name '*.swift' -print0 | while IFS= read -r -d '' file; do
        strip "$file" | grep -E '^(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*((public|package|internal|fileprivate|private|final|indirect)[[:space:]]+)*(class|struct|enum|protocol|typealias|actor)[[:space:]]' \
            | grep -oE '\b(class|struct|enum|protocol|typealias|actor)[[:space:]]+[A-Z][A-Za-z0-9_]*' | awk '{print $2}' || true
    done | sort -u
}

is_allowed() {
    local target=$1
    for a in "${allowed[@]}"; do [[ "$target" == "$a" ]] && return 0; done
    return 1
}

violations=0
report() {
    echo "$1"
    violations=$((violations + 1))
}

# A name both a driver and another target declare at top level could not be told apart:
# it is reported, so that the driver's type gets a name of its own.
others=$(for target in Sources/*/; do
    target=$(basename "$target")
    [[ " ${drivers[*]} " == *" $target "* ]] && continue
    find "Sources/$target" -name '*.swift' -print0 | while IFS= read -r -d '' file; do
        strip "$file" | grep -E '^(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*((public|package|internal|fileprivate|private|final|indirect)[[:space:]]+)*(class|struct|enum|protocol|typealias|actor)[[:space:]]' \
            | grep -oE '\b(class|struct|enum|protocol|typealias|actor)[[:space:]]+[A-Z][A-Za-z0-9_]*' | awk '{print $2}' || true
    done
done | sort -u)

for driver in "${drivers[@]}"; do
    names=$(declared "$driver")
    shared=$(comm -12 <(printf '%s\n' "$names") <(printf '%s\n' "$others"))
    for name in $shared; do
        report "$driver declares $name, which another target declares too: give the driver's type a name of its own"
    done
    names=$(comm -23 <(printf '%s\n' "$names") <(printf '%s\n' "$others"))
    [[ "${1:-}" == "-v" ]] && echo "$driver: $(printf '%s\n' "$names" | wc -l) type names: $(printf '%s ' $names)"
    pattern="\\b($(printf '%s\n' "$names" | paste -sd'|'))\\b"
    for target in Sources/*/; do
        target=$(basename "$target")
        [[ "$target" == "$driver" ]] && continue
        is_allowed "$target" && continue
        while IFS= read -r -d '' file; do
            while IFS= read -r hit; do
                [[ -n "$hit" ]] && report "$file:${hit%%:*}: names $driver's $(printf '%s' "${hit#*:}" | grep -oE "$pattern" | sort -u | paste -sd, -)"
            done < <(strip "$file" | grep -nE "$pattern" || true)
        done < <(find "Sources/$target" -name '*.swift' -print0)
    done
done

driver_names=$(printf '%s\n' "${drivers[@]}" | paste -sd'|')

# Imports of a driver.
while IFS= read -r hit; do
    file=${hit%%:*}
    target=$(printf '%s' "$file" | cut -d/ -f2)
    imported=$(printf '%s' "$hit" | grep -oE "\\b($driver_names)\\b" | tail -1)
    is_allowed "$target" && continue
    [[ "$target" == "$imported" ]] && continue
    report "$hit: imports a driver"
done < <(grep -rnE --include='*.swift' "^[[:space:]]*(@[A-Za-z_]+(\\([^)]*\\))?[[:space:]]+)*import[[:space:]]+(class |struct |enum |func |protocol )?($driver_names)\\b" Sources || true)

# Dependencies on a driver in the manifest.
while IFS= read -r line; do
    target=$(printf '%s' "$line" | sed -nE 's/.*\.(target|executableTarget)\(name: "([^"]+)".*/\2/p')
    [[ -z "$target" ]] && continue
    [[ " ${drivers[*]} " == *" $target "* ]] && continue
    is_allowed "$target" && continue
    printf '%s' "$line" | grep -q 'path: "Tests/' && continue
    if printf '%s' "$line" | grep -qE "\"($driver_names)\""; then
        report "Package.swift: $target depends on a driver"
    fi
done < Package.swift

if (( violations > 0 )); then
    echo "$violations violations: a driver's types and imports belong in its own target, FSTelStore and FSTelCopy"
    exit 1
fi
echo "ok: no driver type or import outside ${drivers[*]}, ${allowed[*]}"
