export const id = 313;
export const ids = [313];
export const modules = {

/***/ 7313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ docsLink),
/* harmony export */   d: () => (/* binding */ withDocsLinks)
/* harmony export */ });
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8330);

/**
 * Where a page of docs/ can be read by whoever runs the tool from its package, which holds no
 * docs/: the page on GitHub, at the tag of this version (`docs/preflight.md` →
 * `https://github.com/OWNER/REPO/blob/v1.2.3/docs/preflight.md`), so that it says what this version
 * does. Every message and --help that cites a page of docs/ makes its link here.
 */
function docsLink(page, section) {
    const repository = _package_json__WEBPACK_IMPORTED_MODULE_0__/* .repository.url */ .Jk.O.replace(/^git\+/, '').replace(/\.git$/, '');
    return `${repository}/blob/v${_package_json__WEBPACK_IMPORTED_MODULE_0__/* .version */ .rE}/docs/${page}${section ? `#${section}` : ''}`;
}
/** Text in which each `docs/NAME.md` (with its `#section`, if any) is its link: for --help. */
function withDocsLinks(text) {
    return text.replace(/(?<![\w/.])docs\/([\w-]+\.md)(?:#([\w-]+))?/g, (_, page, section) => docsLink(page, section));
}


/***/ })

};

//# sourceMappingURL=313.index.js.map