/** Shared by the worker and the checks that read what it wrote. */
export const RELIABILITY_DIMENSIONS = 32;
export const RELIABILITY_TENANT = 'reliability';
