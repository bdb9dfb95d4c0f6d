/**
 * Runs before every test file of every package (see jest.preset.cjs): fills the
 * gaps jsdom leaves for the libraries the portal uses, and adds the DOM matchers.
 */
const { TextDecoder, TextEncoder } = require('node:util');

// react-router 7 encodes and decodes with these; jsdom does not provide them.
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// react-hot-toast's <Toaster> asks for prefers-reduced-motion.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}

require('@testing-library/jest-dom');

// A screen's first render includes lazy route modules; on a busy 2-core CI machine
// that can take longer than Testing Library's 1 s default before `findBy…` gives up.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
