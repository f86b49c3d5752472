// One stylesheet for every page, inlined under the response's CSP nonce (no external files).
export const STYLE = `
*{box-sizing:border-box}
[hidden]{display:none!important}
html,body{margin:0;padding:0}
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2933;background:#f4f6f8}
main{max-width:440px;margin:0 auto;padding:16px}
.panel{background:#fff;border:1px solid #e4e7eb;border-radius:10px;padding:18px 18px 14px}
.merchant{margin:0;font-size:.9rem;color:#52606d;font-weight:600;letter-spacing:.01em}
.amount{margin:4px 0 2px;font-size:1.75rem;font-weight:700;color:#102a43}
.reference{margin:0;font-size:.85rem;color:#616e7c;word-break:break-all}
.timer{display:flex;align-items:center;justify-content:space-between;margin:14px 0 10px;padding:8px 10px;border-radius:6px;background:#f0f4f8;font-size:.85rem;color:#334e68}
.timer strong{font-variant-numeric:tabular-nums;font-size:.95rem}
.timer.low{background:#fff4e5;color:#8a4b00}
#provider-form{display:block;width:100%;height:460px;border:0;border-radius:6px;background:#f5f7fa}
.notice{margin:14px 0 4px;padding:12px;border-radius:6px;background:#f0f4f8}
.notice h2{margin:0 0 4px;font-size:1.05rem}
.notice p{margin:0}
.notice.ok{background:#ecfdf3;color:#05603a}
.notice.ko{background:#fef3f2;color:#912018}
.actions{display:flex;justify-content:center;margin-top:10px}
.button{display:inline-block;padding:9px 16px;border:1px solid #cbd2d9;border-radius:6px;background:#fff;color:#334e68;font:inherit;text-decoration:none;cursor:pointer}
.button:hover{background:#f5f7fa}
.muted{margin:12px 0 0;text-align:center;font-size:.78rem;color:#7b8794}
h1{margin:0 0 8px;font-size:1.25rem;color:#102a43}
`;
