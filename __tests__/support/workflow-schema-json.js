/**
 * @actions/workflow-parser imports its JSON schema (`import schema from "../workflow-v1.0.min.json"`) without
 * an import attribute, which jest deprecates (a hard error in its next major). jest.config.js maps that
 * import here: the same JSON, read with `with { type: 'json' }`.
 */
import schema from '../../node_modules/@actions/workflow-parser/dist/workflow-v1.0.min.json' with { type: 'json' }

export default schema
