/**
 * A self-contained API reference rendered in the browser from /openapi.json. It loads
 * nothing from the internet (no CDN), so it works on an offline machine. Text is inserted
 * with textContent only, never as HTML.
 */
export const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>agent-memory API</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 1rem 1.5rem; color: #1d2330; }
  h1 { margin-bottom: 0; } .lead { color: #556; margin-top: .25rem; }
  details { border: 1px solid #d6dae3; border-radius: 6px; margin: .5rem 0; background: #fff; }
  summary { cursor: pointer; padding: .5rem .75rem; display: flex; gap: .75rem; align-items: baseline; }
  .method { font: 600 12px ui-monospace, monospace; text-transform: uppercase; padding: 2px 6px; border-radius: 4px; color: #fff; min-width: 3.5rem; text-align: center; }
  .get { background: #2b7bb9; } .post { background: #2f9e44; } .patch { background: #d9822b; } .delete { background: #c92a2a; } .put { background: #7048e8; }
  .path { font-family: ui-monospace, monospace; } .summary { color: #556; }
  .body { padding: 0 .75rem .75rem; } h4 { margin: .75rem 0 .25rem; }
  pre { background: #f4f6fa; padding: .5rem; border-radius: 4px; overflow: auto; font-size: 13px; }
  table { border-collapse: collapse; } td, th { border: 1px solid #d6dae3; padding: 2px 8px; text-align: left; font-size: 14px; }
</style>
</head>
<body>
<h1>agent-memory API</h1>
<p class="lead">Every route under /v1 needs <code>Authorization: Bearer &lt;key&gt;</code>. Raw document: <a href="/openapi.json">/openapi.json</a>.</p>
<div id="routes">Loading…</div>
<h2>Schemas</h2>
<div id="schemas"></div>
<script>
  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function schemaBlock(title, schema) {
    const wrapper = element('div');
    wrapper.append(element('h4', '', title), element('pre', '', JSON.stringify(schema, null, 2)));
    return wrapper;
  }
  function render(doc) {
    const routes = document.getElementById('routes');
    routes.textContent = '';
    for (const [path, operations] of Object.entries(doc.paths || {})) {
      for (const [method, operation] of Object.entries(operations)) {
        const details = element('details');
        const summary = element('summary');
        summary.append(element('span', 'method ' + method, method), element('span', 'path', path), element('span', 'summary', operation.summary || ''));
        details.append(summary);
        const body = element('div', 'body');
        if (operation.parameters && operation.parameters.length) {
          const table = element('table');
          const head = element('tr');
          for (const label of ['name', 'in', 'required', 'schema']) head.append(element('th', '', label));
          table.append(head);
          for (const parameter of operation.parameters) {
            const row = element('tr');
            row.append(element('td', '', parameter.name), element('td', '', parameter.in), element('td', '', String(Boolean(parameter.required))), element('td', '', JSON.stringify(parameter.schema)));
            table.append(row);
          }
          body.append(element('h4', '', 'Parameters'), table);
        }
        const requestSchema = operation.requestBody && operation.requestBody.content['application/json'];
        if (requestSchema) body.append(schemaBlock('Request body', requestSchema.schema));
        for (const [status, response] of Object.entries(operation.responses || {})) {
          const content = response.content && response.content['application/json'];
          body.append(schemaBlock(status + ': ' + (response.description || ''), content ? content.schema : null));
        }
        details.append(body);
        routes.append(details);
      }
    }
    const schemas = document.getElementById('schemas');
    for (const [name, schema] of Object.entries((doc.components && doc.components.schemas) || {})) {
      schemas.append(schemaBlock(name, schema));
    }
  }
  fetch('/openapi.json').then((response) => response.json()).then(render).catch((error) => {
    document.getElementById('routes').textContent = 'Could not load /openapi.json: ' + error;
  });
</script>
</body>
</html>
`;
