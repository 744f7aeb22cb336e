/** '1 startup idea', '2 startup ideas', 'no startup ideas'. */
export function countOf(n: number, noun: string) {
  if (n === 0) return `no ${noun}s`;
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
