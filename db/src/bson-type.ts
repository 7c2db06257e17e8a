// Owned here, apart from the query operators (mingo-ops.ts) and the $jsonSchema validator
// (json-schema.ts), which both name types by these aliases.

/** BSON type alias of a stored value: JS numbers are int32 when integral and in range (that is how
 * they serialize), otherwise double. */
export function typeAlias(v: unknown): string | undefined {
  if (v === undefined) return undefined;
  if (v === null) return 'null';
  if (typeof v === 'number')
    return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 ? 'int' : 'double';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  switch ((v as { _bsontype?: string })._bsontype) {
    case 'Double':
      return 'double';
    case 'Long':
      return 'long';
    case 'Decimal128':
      return 'decimal';
    case 'ObjectId':
      return 'objectId';
    case 'Binary':
      return 'binData';
    case 'Timestamp':
      return 'timestamp';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    case 'BSONRegExp':
      return 'regex';
    case 'Code':
      return 'javascript';
    case undefined:
      return 'object';
    default:
      return undefined;
  }
}
