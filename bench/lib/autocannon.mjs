// A signed-in GET under concurrent load (autocannon), its first seconds unmeasured.
import autocannon from 'autocannon';

/**
 * `connections` connections GET `url` with `token` for `warmupSeconds` + `seconds`: the answer times (ms)
 * after the first `warmupSeconds` (the warm-up of a new server and of each new connection is not
 * measured), and autocannon's result (non2xx, errors) for the caller to check.
 */
export async function timesUnderLoad(url, token, { connections, warmupSeconds, seconds }) {
  const times = [];
  let measuring = false;
  const warm = setTimeout(() => (measuring = true), warmupSeconds * 1000);
  const result = await autocannon({
    url,
    connections,
    duration: warmupSeconds + seconds,
    headers: { authorization: `Bearer ${token}` },
    setupClient: (client) =>
      client.on('response', (_status, _bytes, responseTime) => {
        if (measuring) times.push(responseTime);
      }),
  });
  clearTimeout(warm);
  return { times, result };
}
