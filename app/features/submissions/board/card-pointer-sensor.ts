import { type DraggableNode, PointerSensor, type PointerSensorOptions } from "@dnd-kit/core";
import type { PointerEvent as ReactPointerEvent } from "react";
import { pressPicksUpCard } from "./card-press";

/** dnd-kit's pointer sensor, started only by the presses `pressPicksUpCard` allows. */
export class CardPointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: "onPointerDown" as const,
      handler: (
        { nativeEvent }: ReactPointerEvent,
        { onActivation }: PointerSensorOptions,
        context?: { active: DraggableNode },
      ) => {
        const nodes = {
          card: context?.active.node.current ?? null,
          handle: context?.active.activatorNode.current ?? null,
        };
        if (!pressPicksUpCard(nativeEvent, nodes)) return false;
        onActivation?.({ event: nativeEvent });
        return true;
      },
    },
  ];
}
