/** A licence's page: Creative Commons deeds by SPDX id (CC-BY-4.0 → …/licenses/by/4.0/), else SPDX's page. */
export function licenseUrl(spdx: string): string {
  const match = /^CC-(BY(?:-SA|-NC|-NC-SA|-NC-ND|-ND)?)-(\d\.\d)$/.exec(spdx);
  return match ? `https://creativecommons.org/licenses/${match[1]!.toLowerCase()}/${match[2]}/` : `https://spdx.org/licenses/${spdx}.html`;
}
