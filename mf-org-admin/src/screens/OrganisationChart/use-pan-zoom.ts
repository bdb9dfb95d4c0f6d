import { type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';

export type View = { x: number; y: number; scale: number };

const ORIGIN: View = { x: 0, y: 0, scale: 1 };
const MIN_SCALE = 0.25;
const MAX_SCALE = 3;
const STEP = 1.25;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/**
 * Drag to pan, the wheel or the buttons to zoom (around the pointer or the
 * centre). `view` is in the drawing's units: the SVG scales the drawing to fit
 * its box, so screen pixels are converted through the element's matrix.
 */
export function usePanZoom(surface: RefObject<SVGSVGElement | null>) {
  const [view, setView] = useState<View>(ORIGIN);
  const drag = useRef<{ pointerX: number; pointerY: number; from: View } | null>(null);

  const toDrawing = (clientX: number, clientY: number): [number, number] => {
    const matrix = surface.current?.getScreenCTM?.();
    if (!matrix) return [clientX, clientY];
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return [point.x, point.y];
  };

  const zoomAround = (factor: number, atX: number, atY: number) =>
    setView((current) => {
      const scale = clampScale(current.scale * factor);
      const applied = scale / current.scale;
      return { scale, x: atX - (atX - current.x) * applied, y: atY - (atY - current.y) * applied };
    });

  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    // React's wheel listener is passive, and the page must not scroll while the chart zooms.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomAround(event.deltaY < 0 ? STEP : 1 / STEP, ...toDrawing(event.clientX, event.clientY));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [surface]);

  const centre = () => {
    const bounds = surface.current?.getBoundingClientRect();
    return toDrawing((bounds?.left ?? 0) + (bounds?.width ?? 0) / 2, (bounds?.top ?? 0) + (bounds?.height ?? 0) / 2);
  };

  return {
    view,
    zoomIn: () => zoomAround(STEP, ...centre()),
    zoomOut: () => zoomAround(1 / STEP, ...centre()),
    reset: () => setView(ORIGIN),
    handlers: {
      onPointerDown: (event: PointerEvent<SVGSVGElement>) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        const [pointerX, pointerY] = toDrawing(event.clientX, event.clientY);
        drag.current = { pointerX, pointerY, from: view };
      },
      onPointerMove: (event: PointerEvent<SVGSVGElement>) => {
        const start = drag.current;
        if (!start) return;
        const [pointerX, pointerY] = toDrawing(event.clientX, event.clientY);
        setView({ ...start.from, x: start.from.x + pointerX - start.pointerX, y: start.from.y + pointerY - start.pointerY });
      },
      onPointerUp: () => {
        drag.current = null;
      },
    },
  };
}
