import { greatCircleKilometres, type Position } from "~/domain/yield-trials/distance";

/**
 * The finder's spatial index: a k-d tree over points on the unit sphere
 * (x, y, z). Straight-line (chord) distance between two points of the sphere
 * grows with their great-circle distance, so the k nearest by chord are exactly
 * the k nearest on the map, across the antimeridian and near the poles alike,
 * with no projection. Built once per contact list (a few hundred per country,
 * 10,000 in the bench); a query visits O(log n + k) nodes instead of sorting all.
 */
type Vector = readonly [number, number, number];

interface Node<T> {
  item: T;
  point: Vector;
  axis: 0 | 1 | 2;
  left: Node<T> | null;
  right: Node<T> | null;
}

export interface Nearby<T> {
  item: T;
  kilometres: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

function toVector({ lat, lng }: Position): Vector {
  const phi = radians(lat);
  const lambda = radians(lng);
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

const chordSquared = (a: Vector, b: Vector) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

function build<T>(entries: { item: T; point: Vector }[], depth: number): Node<T> | null {
  if (!entries.length) return null;
  const axis = (depth % 3) as 0 | 1 | 2;
  entries.sort((a, b) => a.point[axis] - b.point[axis]);
  const middle = entries.length >> 1;
  const { item, point } = entries[middle]!;
  return {
    item,
    point,
    axis,
    left: build(entries.slice(0, middle), depth + 1),
    right: build(entries.slice(middle + 1), depth + 1),
  };
}

export class SpatialIndex<T> {
  private readonly root: Node<T> | null;
  private readonly positionOf: (item: T) => Position | null;
  readonly size: number;

  /** Items without a position are not indexed (they have no distance). */
  constructor(items: readonly T[], positionOf: (item: T) => Position | null) {
    this.positionOf = positionOf;
    const entries = items.flatMap((item) => {
      const position = positionOf(item);
      return position ? [{ item, point: toVector(position) }] : [];
    });
    this.size = entries.length;
    this.root = build(entries, 0);
  }

  /**
   * The `count` items nearest to `from` that pass `keep`, nearest first, each
   * with its great-circle distance (the haversine of the positions, so the
   * figure is the one every other page computes).
   */
  nearest(from: Position, count: number, keep: (item: T) => boolean = () => true): Nearby<T>[] {
    if (count <= 0 || !this.root) return [];
    const target = toVector(from);
    // The best so far, farthest last; `count` is small (a page of cards), so a sorted array beats a heap.
    const best: { node: Node<T>; d2: number }[] = [];
    const worst = () => (best.length < count ? Infinity : best[best.length - 1]!.d2);
    const visit = (node: Node<T> | null) => {
      if (!node) return;
      const d2 = chordSquared(node.point, target);
      if (d2 < worst() && keep(node.item)) {
        let at = best.length;
        while (at > 0 && best[at - 1]!.d2 > d2) at--;
        best.splice(at, 0, { node, d2 });
        if (best.length > count) best.pop();
      }
      const delta = target[node.axis] - node.point[node.axis];
      const [near, far] = delta < 0 ? [node.left, node.right] : [node.right, node.left];
      visit(near);
      // The other side can only hold a nearer point if the splitting plane is nearer than the worst kept.
      if (delta * delta < worst()) visit(far);
    };
    visit(this.root);
    return best.map(({ node }) => ({
      item: node.item,
      kilometres: greatCircleKilometres(from, this.positionOf(node.item)!),
    }));
  }
}
