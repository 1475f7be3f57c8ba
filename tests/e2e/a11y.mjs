// (being written)
export const a11yTests = [];
