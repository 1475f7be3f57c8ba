// (being written)
export const screenReaderTests = [];
