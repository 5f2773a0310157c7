/** Styles live in the widget's shadow root, so the host site's CSS and ours never mix. */
export const WIDGET_CSS = `
:host{all:initial}
.launcher{position:fixed;right:20px;bottom:20px;z-index:2147483000;border:0;border-radius:24px;padding:12px 18px;background:#0969da;color:#fff;font:600 15px system-ui,sans-serif;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25)}
.launcher:focus-visible,button:focus-visible,textarea:focus-visible{outline:3px solid #fb8500;outline-offset:2px}
.panel{position:fixed;right:20px;bottom:76px;z-index:2147483000;width:min(380px,calc(100vw - 40px));height:min(560px,calc(100vh - 110px));display:flex;flex-direction:column;background:#fff;color:#1f2328;border:1px solid #d0d7de;border-radius:12px;box-shadow:0 8px 28px rgba(0,0,0,.28);font:14px/1.55 system-ui,"PingFang SC",sans-serif}
.head{display:flex;align-items:center;gap:8px;padding:10px 12px;border-bottom:1px solid #d0d7de}
.head h2{font-size:15px;margin:0;flex:1}
.head button{font:inherit;border:1px solid #d0d7de;background:#f6f8fa;border-radius:6px;padding:3px 8px;cursor:pointer}
.log{flex:1;overflow:auto;padding:10px 12px;margin:0;list-style:none}
.msg{margin:8px 0;padding:8px 10px;border-radius:8px;white-space:pre-wrap;word-break:break-word}
.msg.user{background:#ddf4ff;margin-left:36px}
.msg.assistant{background:#f6f8fa;margin-right:24px}
.msg.notice{background:#fff8c5;border:1px dashed #bf8700;font-size:13px}
.tag{display:block;font-size:11px;font-weight:600;color:#7d4e00;text-transform:uppercase;letter-spacing:.03em}
.sources{margin:6px 0 0;padding-left:18px;font-size:13px}
.sources a{color:#0969da}
details{font-size:12px}details pre{white-space:pre-wrap;max-height:180px;overflow:auto;background:#fff;border:1px solid #d0d7de;padding:6px}
form{display:flex;gap:6px;padding:10px 12px;border-top:1px solid #d0d7de}
textarea{flex:1;font:inherit;resize:none;border:1px solid #d0d7de;border-radius:6px;padding:6px}
form button{font:inherit;border:0;border-radius:6px;background:#0969da;color:#fff;padding:0 14px;cursor:pointer}
form button:disabled{background:#8c959f}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}`;
