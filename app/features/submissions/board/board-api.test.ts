import { describe, expect, it } from "vitest";
import { columnCards, columnTotal, nextColumnOffset } from "./board-api";

const idea = (id: number) => ({ id, name: `Idea ${id}` }) as never;
const page = (ids: number[], total: number) => ({ items: ids.map(idea), total });

describe("a board column's pages", () => {
  it("asks for more after the cards loaded so far, and stops when all are there", () => {
    const first = page([1, 2], 5);
    expect(nextColumnOffset(first, [first])).toBe(2);
    const second = page([3, 4, 5], 5);
    expect(nextColumnOffset(second, [first, second])).toBeUndefined();
    expect(nextColumnOffset(page([], 0), [page([], 0)])).toBeUndefined();
  });

  it("shows each card once, even when a move shifted it onto the next page too", () => {
    const data = { pages: [page([3, 2], 4), page([2, 1], 4)], pageParams: [0, 2] };
    expect(columnCards(data).map((card: { id: number }) => card.id)).toEqual([3, 2, 1]);
    expect(columnTotal(data)).toBe(4);
    expect(columnCards(undefined)).toEqual([]);
    expect(columnTotal(undefined)).toBe(0);
  });
});
