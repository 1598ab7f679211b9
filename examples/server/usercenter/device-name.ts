// A readable device name from a user agent, for device management and the account log (spec §2
// accountAndSecurity: deviceManagement, accountLogs): "Chrome on Android", "Safari on iOS".
// Ours: a few well-known browsers and systems; anything else shows a shortened user agent.

/** Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari". */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/MicroMessenger/i, 'WeChat'],
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const find = (ua: string, table: readonly (readonly [RegExp, string])[]) => table.find(([re]) => re.test(ua))?.[1];

export function deviceName(userAgent: string): string {
  const ua = userAgent.trim();
  if (ua === '') return '';
  const browser = find(ua, BROWSERS);
  const system = find(ua, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? ua.slice(0, 60);
}
