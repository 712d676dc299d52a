-- wrk script of the API benchmarks (wrk-load.ts): the requests are made beforehand in
-- TypeScript, one raw HTTP request each, separated by NUL bytes, in the file named after `--`;
-- each connection's next request is the next in the file (cycling), and `done` prints the
-- figures as one JSON line for wrk-load.ts to read.
local requests = {}
local next_index = 1

function init(args)
  local file = assert(io.open(args[1], "rb"))
  local text = file:read("*a")
  file:close()
  local from = 1
  while true do
    local at = string.find(text, "\0", from, true)
    if not at then break end
    requests[#requests + 1] = string.sub(text, from, at - 1)
    from = at + 1
  end
end

function request()
  local raw = requests[next_index]
  next_index = next_index % #requests + 1
  return raw
end

function done(summary, latency, _)
  local e = summary.errors
  io.write(string.format(
    '{"p50":%.3f,"p95":%.3f,"p99":%.3f,"requests":%d,"durationUs":%d,"non2xx":%d,"errors":%d}\n',
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout))
end
