import type { BrandVariants } from '@fluentui/react-components';

const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: readonly number[], to: readonly number[], amount: number): number[] {
  return from.map((c, i) => c + ((to[i] ?? 0) - c) * amount);
}

/**
 * Fluent's 16-step brand ramp around one colour: shade 80 is the colour itself (the primary of
 * a light theme), lower shades darken towards black, higher shades lighten towards white.
 */
export function brandRamp(hex: string): BrandVariants {
  const base = parseHex(hex);
  const black = [0, 0, 0];
  const white = [255, 255, 255];
  const shadeOf = (shade: (typeof SHADES)[number]) => {
    if (shade === 80) return toHex(base);
    return toHex(
      shade < 80 ? mix(base, black, ((80 - shade) / 70) * 0.85) : mix(base, white, ((shade - 80) / 80) * 0.9),
    );
  };
  return {
    10: shadeOf(10),
    20: shadeOf(20),
    30: shadeOf(30),
    40: shadeOf(40),
    50: shadeOf(50),
    60: shadeOf(60),
    70: shadeOf(70),
    80: shadeOf(80),
    90: shadeOf(90),
    100: shadeOf(100),
    110: shadeOf(110),
    120: shadeOf(120),
    130: shadeOf(130),
    140: shadeOf(140),
    150: shadeOf(150),
    160: shadeOf(160),
  };
}
