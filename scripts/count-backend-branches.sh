#!/usr/bin/env bash
# Counts the places outside Sources/FSTelStore/PostgreSQL/ that branch on the store's
# backend (SQLite or PostgreSQL): switch arms and `if case` on `.sqlite`/`.postgresql`,
# casts to one backend's type (`as? Database`, `is PostgresConnection`, ...), comparisons
# of `backend`, and tests of a `--db` value for a PostgreSQL URL. Comment lines are skipped.
#
#   scripts/count-backend-branches.sh        per file, then per module
#   scripts/count-backend-branches.sh -v     every line counted
#
# Code written once for both backends goes through the store protocol (`OpenedStore`) and,
# in FSTelQuery, through `SQLDialect` (the one file allowed to branch there).
set -euo pipefail
cd "$(dirname "$0")/.."

pattern='case \.(sqlite|postgresql)\b|as[?!] (Database|Store|PostgresStore|PostgresConnection)\b|\bis (Database|Store|PostgresStore|PostgresConnection)\b|backend [!=]= |[!=]= \.(sqlite|postgresql)\b|isPostgreSQL\b|isPostgresURL\('

lines=$(grep -rnE --include='*.swift' "$pattern" Sources \
    | grep -v '^Sources/FSTelStore/PostgreSQL/' \
    | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' || true)

if [[ "${1:-}" == "-v" ]]; then
    printf '%s\n' "$lines" | sed '/^$/d'
    exit 0
fi

if [[ -z "$lines" ]]; then
    echo "total 0"
    exit 0
fi
echo "per file:"
printf '%s\n' "$lines" | cut -d: -f1 | sort | uniq -c | sort -k2
echo "per module:"
printf '%s\n' "$lines" | cut -d: -f1 | sed -E 's#^Sources/([^/]+)/.*#\1#' | sort | uniq -c
echo "FSTelQuery outside SQLDialect.swift: $(printf '%s\n' "$lines" | grep '^Sources/FSTelQuery/' | grep -vc '^Sources/FSTelQuery/SQLDialect.swift:' || true)"
echo "total $(printf '%s\n' "$lines" | wc -l)"
