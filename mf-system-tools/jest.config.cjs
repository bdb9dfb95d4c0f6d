const { createJestConfig } = require('../jest.preset.cjs');

module.exports = createJestConfig(__dirname);
