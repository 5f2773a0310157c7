#!/usr/bin/env bash
# Makes PostgreSQL 15 with the pgvector extension available for the Postgres store's tests.
# Idempotent: does nothing when both are present. When something is missing it installs
# Debian's packages (needs root, as in CI on a fresh Debian machine) and builds pgvector from
# the vendored source beside the repo (../shared/vendor/pgvector-0.8.6.tar.gz, see its README).
# Users elsewhere install pgvector from their own package manager or image instead.
set -euo pipefail

REPO_ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PG_MAJOR=15
PG_BIN="/usr/lib/postgresql/${PG_MAJOR}/bin"
PGVECTOR_VERSION=0.8.6
PGVECTOR_TARBALL="${PGVECTOR_TARBALL:-${REPO_ROOT}/../shared/vendor/pgvector-${PGVECTOR_VERSION}.tar.gz}"
PGVECTOR_SHA256=5743dac39fdfa740533cf95e71b033bd5513b71dda194b3cf19464ccbf76f3fb

have_server() { [ -x "${PG_BIN}/postgres" ] && [ -x "${PG_BIN}/initdb" ] && [ -x "${PG_BIN}/pg_ctl" ]; }
have_pgvector() { have_server && [ -f "$("${PG_BIN}/pg_config" --sharedir)/extension/vector.control" ]; }
have_build_tools() { [ -x "${PG_BIN}/pg_config" ] && [ -d "$("${PG_BIN}/pg_config" --includedir-server)" ] && command -v make >/dev/null && command -v gcc >/dev/null; }

if have_pgvector; then
  echo "setup-postgres: PostgreSQL ${PG_MAJOR} and pgvector are installed (${PG_BIN})"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "setup-postgres: PostgreSQL ${PG_MAJOR} or pgvector is missing and installing them needs root; run this script as root" >&2
  exit 1
fi

if ! have_server || ! have_build_tools; then
  echo "setup-postgres: installing postgresql-${PG_MAJOR} and postgresql-server-dev-${PG_MAJOR} from Debian"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "postgresql-${PG_MAJOR}" "postgresql-server-dev-${PG_MAJOR}" make gcc libc6-dev
fi

if [ ! -f "${PGVECTOR_TARBALL}" ]; then
  echo "setup-postgres: pgvector source not found at ${PGVECTOR_TARBALL}" >&2
  exit 1
fi
echo "${PGVECTOR_SHA256}  ${PGVECTOR_TARBALL}" | sha256sum --check --quiet -

BUILD_DIR="$(mktemp -d)"
trap 'rm -rf "${BUILD_DIR}"' EXIT
tar xzf "${PGVECTOR_TARBALL}" -C "${BUILD_DIR}"
cd "${BUILD_DIR}/pgvector-${PGVECTOR_VERSION}"
# OPTFLAGS="" keeps the build portable (no -march=native) so the binary runs on any x86-64 CI host.
make PG_CONFIG="${PG_BIN}/pg_config" OPTFLAGS=""
make PG_CONFIG="${PG_BIN}/pg_config" install

have_pgvector || { echo "setup-postgres: pgvector did not install" >&2; exit 1; }
echo "setup-postgres: pgvector ${PGVECTOR_VERSION} installed into PostgreSQL ${PG_MAJOR}"
