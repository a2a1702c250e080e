// "Chrome on macOS" from a User-Agent header, for the devices list. A dozen patterns cover the
// browsers and systems people use; anything else is named as unknown rather than guessed. Order
// matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari", and
// iPadOS and Android also say "Mac OS X" and "Linux".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_BROWSER = 'Unknown browser';
export const UNKNOWN_SYSTEM = 'Unknown system';

export function describeUserAgent(ua: string | null | undefined): { browser: string; os: string } {
  const text = ua ?? '';
  return {
    browser: BROWSERS.find(([re]) => re.test(text))?.[1] ?? UNKNOWN_BROWSER,
    os: SYSTEMS.find(([re]) => re.test(text))?.[1] ?? UNKNOWN_SYSTEM,
  };
}
