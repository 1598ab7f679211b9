// The iOS side of the marketplace bridge (bridge/transports/native.ts, kind "ios";
// bridge/protocol.ts for the envelope). Drop it into your app and adapt MarketplaceBridgeHost.
//
//   web -> native   window.webkit.messageHandlers.mkt.postMessage(json)   json: the envelope as a String
//   native -> web   window.__mkt.receive(json)                            through evaluateJavaScript
//
// Envelope: {"ns":"mkt","v":1,"kind":"hello|req|res|evt|ack","id":"…", method, params | result | error}
//   1. The page sends hello {caps, sid, role:"app"}; we answer hello {re: <its id>, caps, sid, role:"native"}.
//   2. The page calls req {id, method, params}; we answer res {id, result} or res {id, error:{code, message}}.
//      scanQrCode, pickPhoto and share are user-driven: ack {id} at once, res later (the page then waits 5 min).
//   3. We send evt {method:"photoUrl", params:{url}} / {method:"qrCode", params:{code}} whenever we like,
//      and may call the page's own methods (navigate, setLanguage, setUserToken) with req.
// Messages over 1 MB are refused by the page; photos travel as URLs (upload first), never base64.
import Foundation
import UIKit
import WebKit

/// What your app provides. Called on the main thread.
protocol MarketplaceBridgeHost: AnyObject {
    /// The signed-in user's id, or nil.
    func userId() -> String?
    /// language ("cn" | "en" | "fr"), areaId, token, appVersion, deviceId, platform, ...
    func metadata() -> [String: Any]
    /// Open your native page for params["pageType"] (homePage, list, detail, ... spec §7).
    func jump(_ params: [String: Any])
    /// Scan a QR code; done(nil) when the user cancels.
    func scanQrCode(_ done: @escaping (String?) -> Void)
    /// Let the user pick or take a photo, upload it, and answer its https URL; done(nil) when cancelled.
    func pickPhoto(camera: Bool, _ done: @escaping (URL?) -> Void)
    /// Show the system share sheet (UIActivityViewController) for title, text and url; done(true) when sent.
    func share(title: String, text: String, url: URL, _ done: @escaping (Bool) -> Void)
    /// Show a local notification (UNUserNotificationCenter; saved-search alerts); done(false) when they
    /// are off. A tap brings the app up and calls the page's navigate {path: route}.
    func notify(title: String, body: String, route: String, _ done: @escaping (Bool) -> Void)
}

final class MarketplaceBridge: NSObject, WKScriptMessageHandler {
    static let handlerName = "mkt" // NATIVE_TARGETS.ios in bridge/transports/native.ts
    private static let ns = "mkt"
    private static let version = 1
    private static let maxBytes = 1024 * 1024
    private static let caps = ["getUserId", "getMetadata", "jump", "scanQrCode", "pickPhoto", "share", "openExternal", "notify"]
    /// openExternal opens these only (bridge/param-checks.ts EXTERNAL_SCHEMES); WKWebView follows none of them itself.
    private static let externalSchemes: Set<String> = ["tel", "https", "mailto", "whatsapp"]
    private static let pageTypes: Set<String> = [
        "homePage", "list", "detail", "alreadyBuyService", "goodsBuy", "certifyEnterprise", "certifyPersonal",
        "account", "focusCountry", "consume", "coupon", "exchangeCertificate", "airExpress",
    ]

    weak var webView: WKWebView?
    private weak var host: MarketplaceBridgeHost?
    /// The marketplace origin, exactly: "https://market.example.com".
    private let allowedOrigin: String
    private let sid: String = "ios" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12)
    private var counter = 0
    /// The page's session once it said hello; nil before the handshake and after a reload.
    private var pageSid: String?
    private var pendingCalls: [String: ([String: Any]) -> Void] = [:]
    private var queuedEvents: [[String: Any]] = []

    /// Registers the handler on the configuration BEFORE the web view is created from it.
    init(configuration: WKWebViewConfiguration, allowedOrigin: String, host: MarketplaceBridgeHost) {
        self.allowedOrigin = allowedOrigin
        self.host = host
        super.init()
        // The content controller retains its handlers: register a weak proxy to avoid a cycle.
        configuration.userContentController.add(WeakHandler(self), name: Self.handlerName)
    }

    /// Call from WKNavigationDelegate.webView(_:didStartProvisionalNavigation:).
    func pageWillLoad() {
        pageSid = nil
        let lost = Array(pendingCalls.values)
        pendingCalls.removeAll()
        lost.forEach { $0(error("CANCELLED", "the page reloaded")) }
    }

    /// Native -> page callbacks: "photoUrl" ["url": …] or "qrCode" ["code": …]. Queued until the handshake.
    func emit(_ event: String, _ params: [String: Any]) {
        var msg = envelope("evt", nextId())
        msg["method"] = event
        msg["params"] = params
        if pageSid == nil { queuedEvents.append(msg) } else { send(msg) }
    }

    /// Calls a method of the page: navigate ["path"], setLanguage ["language"], setUserToken ["token"].
    func call(_ method: String, _ params: [String: Any], done: @escaping ([String: Any]) -> Void) {
        guard pageSid != nil else { return done(error("NOT_READY", "the page has not said hello")) }
        let id = nextId()
        pendingCalls[id] = done
        DispatchQueue.main.asyncAfter(deadline: .now() + 10) { [weak self] in
            guard let self = self, let late = self.pendingCalls.removeValue(forKey: id) else { return }
            late(self.error("TIMEOUT", "\(method): no answer"))
        }
        var msg = envelope("req", id)
        msg["method"] = method
        msg["params"] = params
        send(msg)
    }

    // MARK: WKScriptMessageHandler (main thread)

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        // Only the marketplace's own top-level page may talk to us.
        guard message.frameInfo.isMainFrame, origin(of: message.frameInfo.securityOrigin) == allowedOrigin,
              let json = message.body as? String, json.utf8.count <= Self.maxBytes,
              let data = json.data(using: .utf8),
              let msg = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              msg["ns"] as? String == Self.ns, (msg["v"] as? Int ?? 0) >= 1,
              let id = msg["id"] as? String, !id.isEmpty, id.count <= 128 else { return }
        switch msg["kind"] as? String {
        case "hello": onHello(msg, id: id)
        case "req": onRequest(id: id, method: msg["method"] as? String ?? "", params: msg["params"] as? [String: Any] ?? [:])
        case "res": pendingCalls.removeValue(forKey: id)?(msg)
        default: break // evt, ack: the page sends none to us today; unknown kinds are ignored
        }
    }

    private func onHello(_ msg: [String: Any], id: String) {
        guard msg["re"] == nil, let sid = msg["sid"] as? String, !sid.isEmpty else { return }
        if let known = pageSid, known != sid { pageWillLoad() } // the page reloaded
        pageSid = sid
        var answer = envelope("hello", nextId())
        answer["caps"] = Self.caps
        answer["sid"] = self.sid
        answer["role"] = "native"
        answer["re"] = id
        send(answer)
        queuedEvents.forEach(send)
        queuedEvents.removeAll()
    }

    private func onRequest(id: String, method: String, params: [String: Any]) {
        guard pageSid != nil else { return send(error("NOT_READY", "the bridge handshake is not complete", id: id)) }
        guard let host = host else { return send(error("UNAVAILABLE", "the app is closing", id: id)) }
        // A switch on exact names: nothing inherited or reflective can be reached from the page.
        switch method {
        case "getUserId":
            result(id, ["userId": (host.userId() as Any?) ?? NSNull()])
        case "getMetadata":
            result(id, host.metadata())
        case "jump":
            let pageType = params["pageType"] as? String ?? ""
            guard Self.pageTypes.contains(pageType) else { return send(error("INVALID_PARAMS", "jump: unknown pageType \"\(pageType)\"", id: id)) }
            host.jump(params)
            result(id, [:])
        case "scanQrCode":
            send(envelope("ack", id))
            host.scanQrCode { [weak self] code in
                guard let self = self else { return }
                if let code = code { self.result(id, ["code": code]) } else { self.send(self.error("CANCELLED", "the user closed the scanner", id: id)) }
            }
        case "pickPhoto":
            send(envelope("ack", id))
            host.pickPhoto(camera: params["camera"] as? Bool ?? false) { [weak self] url in
                guard let self = self else { return }
                // An uploaded URL, never base64.
                if let url = url { self.result(id, ["url": url.absoluteString]) } else { self.send(self.error("CANCELLED", "no photo was chosen", id: id)) }
            }
        case "share":
            guard let link = params["url"] as? String, let url = URL(string: link), url.scheme == "https" || url.scheme == "http" else {
                return send(error("INVALID_PARAMS", "share: url must be an absolute http(s) URL", id: id))
            }
            send(envelope("ack", id))
            host.share(title: params["title"] as? String ?? "", text: params["text"] as? String ?? "", url: url) { [weak self] shared in
                self?.result(id, ["shared": shared])
            }
        case "openExternal":
            // The dialler (tel:), WhatsApp (https://wa.me/… opens the app when installed, or whatsapp:), mail.
            guard let link = params["url"] as? String, let url = URL(string: link),
                  let scheme = url.scheme?.lowercased(), Self.externalSchemes.contains(scheme) else {
                return send(error("INVALID_PARAMS", "openExternal: url must be a tel:, https:, mailto: or whatsapp: link", id: id))
            }
            UIApplication.shared.open(url, options: [:]) { [weak self] opened in
                self?.result(id, ["opened": opened])
            }
        case "notify":
            // A path of the app, never a URL (bridge/param-checks.ts notify).
            guard let route = params["route"] as? String, route.hasPrefix("/"), !route.hasPrefix("//") else {
                return send(error("INVALID_PARAMS", "notify: route must be an app path", id: id))
            }
            host.notify(title: params["title"] as? String ?? "", body: params["body"] as? String ?? "", route: route) { [weak self] shown in
                self?.result(id, ["shown": shown])
            }
        default:
            send(error("UNIMPLEMENTED", "no method \"\(method)\"", id: id))
        }
    }

    // MARK: Envelopes

    private func result(_ id: String, _ value: [String: Any]) {
        var msg = envelope("res", id)
        msg["result"] = value
        send(msg)
    }

    private func error(_ code: String, _ message: String, id: String? = nil) -> [String: Any] {
        var msg = envelope("res", id ?? nextId())
        msg["error"] = ["code": code, "message": message]
        return msg
    }

    private func envelope(_ kind: String, _ id: String) -> [String: Any] {
        ["ns": Self.ns, "v": Self.version, "kind": kind, "id": id]
    }

    private func nextId() -> String {
        counter += 1
        return "\(sid).\(counter)"
    }

    private func send(_ msg: [String: Any]) {
        guard JSONSerialization.isValidJSONObject(msg),
              let data = try? JSONSerialization.data(withJSONObject: msg), data.count <= Self.maxBytes,
              let json = String(data: data, encoding: .utf8),
              // The JSON text as a JavaScript string literal: a one-element JSON array, brackets dropped.
              let quoted = try? JSONSerialization.data(withJSONObject: [json]),
              let literal = String(data: quoted, encoding: .utf8)?.dropFirst().dropLast() else { return }
        let script = "window.__mkt&&window.__mkt.receive(\(literal))"
        DispatchQueue.main.async { [weak self] in self?.webView?.evaluateJavaScript(script, completionHandler: nil) }
    }

    private func origin(of o: WKSecurityOrigin) -> String {
        o.port == 0 ? "\(o.protocol)://\(o.host)" : "\(o.protocol)://\(o.host):\(o.port)"
    }
}

/// Breaks the WKUserContentController -> handler retain cycle.
private final class WeakHandler: NSObject, WKScriptMessageHandler {
    weak var target: WKScriptMessageHandler?
    init(_ target: WKScriptMessageHandler) { self.target = target }
    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        target?.userContentController(controller, didReceive: message)
    }
}

// Wiring, e.g. in a view controller:
//
//   let configuration = WKWebViewConfiguration()
//   let bridge = MarketplaceBridge(configuration: configuration, allowedOrigin: "https://market.example.com", host: self)
//   let webView = WKWebView(frame: view.bounds, configuration: configuration)
//   bridge.webView = webView
//   webView.navigationDelegate = self   // didStartProvisionalNavigation -> bridge.pageWillLoad()
//   webView.load(URLRequest(url: URL(string: "https://market.example.com/index")!))
//   ...
//   bridge.emit("qrCode", ["code": scanned])
//   bridge.call("navigate", ["path": "/land/list"]) { res in print(res) }
//   // On teardown: configuration.userContentController.removeScriptMessageHandler(forName: MarketplaceBridge.handlerName)
