/** Path pieces the glyphs share: a circle as two arcs, and the 9-radius ring around the centre. */
export const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
export const ring = circle(12, 12, 9);
