// One builder per drawing style of (S²)ⁿ systems (the core's drawing style):
// how the view is framed, how big its parts are, which parts of the kit in
// scene-points.js it is built from, and which bobs leave trails.
//   chain    pivots with mounting plates, links, bobs, a floor grid, fading trails of the bobs
//   sphere   translucent unit sphere, particles with trails; for hundreds of particles,
//            the kinetic-energy colouring of the triangulated sphere instead of trails
//   dipoles  bar magnets as arrows (red north tip, blue south tail) about fixed pivots
// A new style is a new entry here (and the name in the core's drawing).

export const MANY = 100;  // particles beyond which trails give way to the energy colouring

export const POINT_STYLES = {
  chain: {
    centreOnPivots: true,
    frame(v) {
      v.target.addScaledVector(v.up, -0.45 * v.radius);  // look at the middle of the hanging chain
      v.distanceFactor = 2.5;
      v.elevation = 0.22;
    },
    build(v) {
      // Bobs shrink with the number of links so a rod does not look like beads.
      const long = v.bodies.length > 6;
      v.bobRadius = v.radius * (long ? 0.018 : 0.045);
      v.linkRadius = v.radius * (long ? 0.012 : 0.008);
      v.buildBobsAndLinks();
      v.buildPivots({ plates: true });
      v.buildGrid(1.1);
    },
    // Every bob when there are few, else the last bob of the chain only.
    traced: (bodies) => (bodies.length <= 4 ? bodies : bodies.slice(-1)),
  },

  sphere: {
    centreOnPivots: false,
    frame(v) {
      v.distanceFactor = 3.4;
      v.elevation = v.many ? 1.05 : 0.45;
    },
    build(v, info) {
      const R = v.radius;
      v.bobRadius = v.many ? R * 0.012 : R * Math.min(0.06, Math.max(0.01, 0.25 / Math.sqrt(Math.max(v.bodies.length, 1))));
      v.linkRadius = v.bobRadius * 0.3;
      v.buildBobsAndLinks();
      v.buildPivots({ plates: false });
      v.buildSphere();
      if (v.many) v.buildEnergySurface(info);
    },
    traced: (bodies) => (bodies.length > MANY ? [] : bodies),
  },

  dipoles: {
    centreOnPivots: true,
    frame(v) {
      // Far enough that the grid's near corners stay in a landscape view (at 2.4 radii the front row of
      // the sixteen magnets fell below a 1280 × 800 page's scene: issue 48).
      v.distanceFactor = 3.0;
      v.elevation = 0.95;
    },
    build(v) {
      v.bobRadius = 0;
      v.linkRadius = 0;
      v.buildArrows();
      v.buildPivots({ plates: false });
      v.buildGrid(0.2);
    },
    traced: () => [],
  },
};
