#!/usr/bin/env bash
# Brings a fresh machine to what the test suite needs: Debian's Chromium for the browser tests (Playwright is
# never allowed to download its own), Java for the Nu HTML Checker, and the local PostgreSQL server the database
# tests run against.
set -euo pipefail

if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
fi

if ! command -v java >/dev/null 2>&1; then
  echo "Installing Debian's Java runtime for the Nu HTML Checker..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq default-jre-headless >/dev/null
fi

if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  echo "Starting the local PostgreSQL server..."
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi
pg_isready -h 127.0.0.1 -p 5432
