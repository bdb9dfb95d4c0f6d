/** Rows of a user import file: `e-mail,name,department,teams`, teams separated by `;`; quotes as in RFC 4180. */
export type ImportLine = { line: number; email: string; name: string; department: string; teams: string[] };

function cellsOf(text: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/** A first line naming the columns is skipped; blank lines are ignored. */
export function parseImport(csv: string): ImportLine[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const rows: ImportLine[] = [];
  lines.forEach((text, index) => {
    if (text.trim() === '') return;
    const [email = '', name = '', department = '', teams = ''] = cellsOf(text);
    if (index === 0 && /correo|e-?mail/i.test(email) && !email.includes('@')) return;
    rows.push({ line: index + 1, email, name, department, teams: teams.split(';').map((team) => team.trim()).filter(Boolean) });
  });
  return rows;
}
