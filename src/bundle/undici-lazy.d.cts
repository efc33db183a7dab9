// The types of undici itself: see undici-lazy.cjs.
export * from 'undici/index.js'
