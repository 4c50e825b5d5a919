/**
 * Where and how often the browser reports real visitors' speed, written into the code at build time
 * (gatsby/on-create-webpack-config.ts from src/config/field-data.ts); false while no endpoint is set,
 * so the code that would report is dropped from the bundle.
 */
declare const FIELD_DATA: false | import("./config/field-data").FieldDataSettings
