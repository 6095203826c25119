/** A table, column or index name quoted for SQL text (a double quote inside doubled). */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
