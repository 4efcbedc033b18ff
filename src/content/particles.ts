/**
 * The hero's particle field (spec section 9): density 100, sizes 0.6 to 1.4, speed 0.5, white,
 * at most 120 frames per second, fading in over 1 s once it has loaded.
 */
export const particleField = {
  count: 100,
  sizeMin: 0.6,
  sizeMax: 1.4,
  speed: 0.5,
  color: '#ffffff',
  fpsLimit: 120,
  fadeInSeconds: 1,
} as const;
