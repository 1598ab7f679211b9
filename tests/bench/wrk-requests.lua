-- The request list of `npm run bench:server` for wrk (tests/bench/wrk-load.ts): each request takes
-- the next line of the file named by the first script argument ("METHOD<TAB>PATH<TAB>BODY"),
-- starting at the line the second argument gives, so a run's bodies do not repeat until the list
-- is used up (one thread: one counter). done() prints the figures as one line of JSON.
local requests, count, nextIndex = {}, 0, 0

function init(args)
  local file = assert(io.open(args[1], "r"))
  for line in file:lines() do
    local method, path, body = line:match("^(%u+)\t([^\t]+)\t(.*)$")
    local headers = {}
    if body == "" then
      body = nil
    else
      headers["Content-Type"] = "application/json"
    end
    count = count + 1
    requests[count] = wrk.format(method, path, headers, body)
  end
  file:close()
  -- wrk calls request() once before the run to check the script (script_verify_request in its
  -- main()): start one back, so the first request sent is the one at the offset.
  nextIndex = (tonumber(args[2]) or 0) - 1
end

function request()
  local r = requests[(nextIndex % count) + 1]
  nextIndex = nextIndex + 1
  return r
end

function done(summary, latency, _)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50Us":%d,"p95Us":%d,"non2xx":%d,"errors":%d,"timeouts":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    e.status, e.connect + e.read + e.write, e.timeout))
end
