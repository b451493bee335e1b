# A throw-away PostgreSQL server on 127.0.0.1 for the tests; exports TEST_DATABASE_URL.
#
# Sourced by .ci/run (`. .ci/postgres.sh`): installs Debian's `postgresql` package when its
# programs are missing, `initdb`s a cluster in a new temporary folder, starts it on a free port of
# 127.0.0.1 (its Unix socket in that folder too), creates the database `tabletop_test` with a
# password for the superuser, exports TEST_DATABASE_URL and stops the server and removes the
# folder when the shell exits (trap … EXIT). Nothing is started when TEST_DATABASE_URL is already
# set (use that server instead). Run directly, it runs its arguments with the server up:
#
#   bash .ci/postgres.sh .venv/bin/python -m pytest tests/bot -q
#
# PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user (created
# by the package) and its programs run through runuser.

ci_pg_log() { echo "postgres.sh: $*" >&2; }

# The folder holding initdb, pg_ctl and psql: $PG_BIN, else initdb's on PATH, else Debian's
# newest /usr/lib/postgresql/N/bin. Prints nothing when there is none.
ci_pg_find_bin() {
    local candidates=() dir initdb_path
    [[ -n "${PG_BIN:-}" ]] && candidates+=("$PG_BIN")
    initdb_path="$(command -v initdb || true)"
    # Through symlinks: Debian's /usr/bin/psql is a wrapper, the real programs share one folder.
    [[ -n "$initdb_path" ]] && candidates+=("$(dirname "$(readlink -f "$initdb_path")")")
    while IFS= read -r dir; do
        candidates+=("$dir")
    done < <(printf '%s\n' /usr/lib/postgresql/*/bin | sort -rV)
    for dir in "${candidates[@]}"; do
        if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" && -x "$dir/psql" ]]; then
            echo "$dir"
            return 0
        fi
    done
    return 0
}

ci_pg_install() {
    local sudo=()
    if [[ "$(id -u)" != 0 ]]; then
        command -v sudo > /dev/null || {
            ci_pg_log "PostgreSQL is missing and sudo is not available to install it"
            return 1
        }
        sudo=(sudo)
    fi
    ci_pg_log "installing Debian's postgresql package"
    # policy-rc.d exit 101: the package must not start its own cluster (no init system here,
    # and we start ours on another port anyway). Left alone when one already exists.
    local policy=/usr/sbin/policy-rc.d made_policy=""
    if [[ ! -e "$policy" ]]; then
        printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee "$policy" > /dev/null
        "${sudo[@]}" chmod 755 "$policy"
        made_policy=1
    fi
    local status=0
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq || status=$?
    if [[ $status == 0 ]]; then
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
            apt-get install -y -qq --no-install-recommends postgresql > /dev/null || status=$?
    fi
    [[ -n "$made_policy" ]] && "${sudo[@]}" rm -f "$policy"
    return "$status"
}

# Runs a PostgreSQL program as the cluster's owner.
ci_pg_as_owner() {
    if [[ "$(id -u)" == 0 ]]; then
        # From / so that the programs do not complain about an unreadable working folder.
        (cd / && runuser -u postgres -- "$@")
    else
        "$@"
    fi
}

ci_pg_free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

ci_pg_stop() {
    if [[ -n "${CI_PG_DIR:-}" && -d "$CI_PG_DIR" ]]; then
        ci_pg_as_owner "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DIR/data" -m immediate -w stop \
            > /dev/null 2>&1 || true
        rm -rf "$CI_PG_DIR"
    fi
    CI_PG_DIR=""
}

# Removes the folders of earlier runs whose server is gone (a run killed before its trap ran):
# its process is dead, or it never started and the folder is over an hour old (a younger one
# may belong to a run starting right now).
ci_pg_clean_stale() {
    local dir pid
    for dir in "${CI_PG_TMP}"/tabletop-ci-postgres.*; do
        [[ -d "$dir" ]] || continue
        pid="$(head -n 1 "$dir/data/postmaster.pid" 2> /dev/null || true)"
        if [[ -n "$pid" ]]; then
            kill -0 "$pid" 2> /dev/null || rm -rf "$dir" 2> /dev/null || true
        elif [[ -n "$(find "$dir" -maxdepth 0 -mmin +60)" ]]; then
            rm -rf "$dir" 2> /dev/null || true
        fi
    done
}

ci_pg_start() {
    if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
        ci_pg_log "TEST_DATABASE_URL is already set; using that server"
        return 0
    fi
    CI_PG_BIN="$(ci_pg_find_bin)"
    if [[ -z "$CI_PG_BIN" ]]; then
        ci_pg_install || return 1
        CI_PG_BIN="$(ci_pg_find_bin)"
        [[ -n "$CI_PG_BIN" ]] || {
            ci_pg_log "postgresql is installed but initdb/pg_ctl were not found"
            return 1
        }
    fi
    if [[ "$(id -u)" == 0 ]] && ! id postgres > /dev/null 2>&1; then
        useradd --system --user-group --no-create-home --home-dir /nonexistent \
            --shell /usr/sbin/nologin postgres
    fi
    # As root the folder must be reachable by postgres: use /tmp, not a private $TMPDIR.
    if [[ "$(id -u)" == 0 ]]; then CI_PG_TMP=/tmp; else CI_PG_TMP="${TMPDIR:-/tmp}"; fi
    ci_pg_clean_stale
    CI_PG_DIR="$(mktemp -d "$CI_PG_TMP/tabletop-ci-postgres.XXXXXX")"
    trap ci_pg_stop EXIT
    local password
    password="$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
    printf '%s\n' "$password" > "$CI_PG_DIR/pwfile"
    mkdir -m 700 "$CI_PG_DIR/socket"
    [[ "$(id -u)" == 0 ]] && chown -R postgres: "$CI_PG_DIR"
    # Unix socket: trust (only the owner can reach the folder); TCP: the password.
    ci_pg_as_owner "$CI_PG_BIN/initdb" -D "$CI_PG_DIR/data" -U postgres \
        --pwfile="$CI_PG_DIR/pwfile" --auth-local=trust --auth-host=scram-sha-256 \
        --encoding=UTF8 --no-locale --no-sync > "$CI_PG_DIR/initdb.log" 2>&1 || {
        cat "$CI_PG_DIR/initdb.log" >&2
        return 1
    }
    rm -f "$CI_PG_DIR/pwfile"
    local port="" attempt
    for attempt in 1 2 3; do
        port="$(ci_pg_free_port)"
        # fsync off: a throw-away cluster need not survive a crash of the machine.
        if ci_pg_as_owner "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DIR/data" -l "$CI_PG_DIR/server.log" \
            -w -t 60 -o "-c listen_addresses=127.0.0.1 -p $port -k $CI_PG_DIR/socket \
-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
            start > /dev/null; then
            break
        fi
        ci_pg_log "the server did not start on port $port (attempt $attempt):"
        tail -n 5 "$CI_PG_DIR/server.log" >&2 || true
        port=""
    done
    [[ -n "$port" ]] || return 1
    local psql=("$CI_PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$CI_PG_DIR/socket" -p "$port"
        -U postgres)
    ci_pg_as_owner "${psql[@]}" -d postgres -c "CREATE DATABASE tabletop_test" || return 1
    export TEST_DATABASE_URL="postgresql://postgres:$password@127.0.0.1:$port/tabletop_test"
    local version
    version="$(ci_pg_as_owner "${psql[@]}" -d tabletop_test -Atc "SHOW server_version")"
    echo "== PostgreSQL $version on 127.0.0.1:$port (TEST_DATABASE_URL, cluster in $CI_PG_DIR)"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
    # Run directly: start, run the arguments, stop (trap).
    set -euo pipefail
    ci_pg_start
    if [[ $# -gt 0 ]]; then
        "$@"
    else
        echo "TEST_DATABASE_URL=$TEST_DATABASE_URL"
    fi
else
    ci_pg_start
fi
