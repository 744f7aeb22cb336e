import type { Active, ClientRect, DroppableContainer, Over } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { announcements, columnUnderCard, type DraggedCard } from "./board-dnd";

const active = (data: DraggedCard) => ({ id: 1, data: { current: data } }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;
const alpha = active({ name: "Alpha Farms", status: "new", summary: {} });

describe("board announcements", () => {
  it("says in plain words where the card is picked up, goes and lands", () => {
    expect(announcements.onDragStart({ active: alpha })).toBe("Picked up Alpha Farms, in New.");
    expect(announcements.onDragOver({ active: alpha, over: over("reviewing") })).toBe(
      "Alpha Farms is over Reviewing.",
    );
    expect(announcements.onDragEnd({ active: alpha, over: over("reviewing") })).toBe(
      "Alpha Farms moved to Reviewing.",
    );
  });

  it("says the card stays when it is dropped on its own column, nowhere, or cancelled", () => {
    expect(announcements.onDragEnd({ active: alpha, over: over("new") })).toBe(
      "Alpha Farms was dropped back in New.",
    );
    expect(announcements.onDragEnd({ active: alpha, over: null })).toBe(
      "Alpha Farms was dropped back in New.",
    );
    expect(announcements.onDragCancel({ active: alpha, over: null })).toBe(
      "Moving Alpha Farms was cancelled. It stays in New.",
    );
  });
});

describe("columnUnderCard", () => {
  const rect = (left: number, height: number) =>
    ({ left, right: left + 100, width: 100, top: 0, bottom: height, height }) as ClientRect;
  const droppableRects = new Map([
    ["new", rect(0, 900)],
    ["reviewing", rect(110, 80)],
  ]);
  const droppableContainers = [...droppableRects.keys()].map(
    (id) => ({ id }) as unknown as DroppableContainer,
  );
  const detect = (pointer: { x: number; y: number } | null, cardLeft: number) =>
    columnUnderCard({
      active: alpha,
      collisionRect: { ...rect(cardLeft, 60), top: 700, bottom: 760 },
      droppableRects,
      droppableContainers,
      pointerCoordinates: pointer,
    }).map((collision) => collision.id);

  it("picks the column whose span holds the pointer, however short that column is", () => {
    expect(detect({ x: 150, y: 700 }, 0)).toEqual(["reviewing"]);
  });

  it("uses the card's centre when there is no pointer (keyboard), and nothing between columns", () => {
    expect(detect(null, 100)).toEqual(["reviewing"]);
    expect(detect(null, 0)).toEqual(["new"]);
    expect(detect({ x: 105, y: 10 }, 0)).toEqual([]);
  });
});
