import { createLightTheme, type Theme } from '@fluentui/react-components';
import { BRAND_COLOUR } from '@marquee/core/constants';
import { brandRamp } from './brandRamp.ts';

/** The light Fluent theme in Marquee's brand colour (spec/1 §9 default primary colour). */
export const brandTheme: Theme = createLightTheme(brandRamp(BRAND_COLOUR));
