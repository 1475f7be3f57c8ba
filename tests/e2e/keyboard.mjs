// (being written)
export const keyboardTests = [];
