// How every page and document writes a rate: an APR to two decimals ("209.11%"), the same on the screen as in the
// signed agreement.

/** "209.11" for 209.11: for a catalogue message that writes the % sign itself. */
export const formatRate = (percent: number): string => percent.toFixed(2);

/** "209.11%". */
export const formatPercent = (percent: number): string => `${formatRate(percent)}%`;

/** A rate stored in whole basis points (20911) as a percentage (209.11). */
export const percentOfBps = (bps: number): number => bps / 100;
