/**
 * Storage key set by src/theme/ColorModeToggle when a reader explicitly picks "system"; the inline script of
 * overrides/theme-choice-bootstrap.ts reads it before the theme's own script runs.
 */
export const SYSTEM_CHOICE_KEY = 'theme-choice-system';
