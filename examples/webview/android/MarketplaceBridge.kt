// The Android side of the marketplace bridge (bridge/transports/native.ts, kind "android";
// bridge/protocol.ts for the envelope). Drop it into your app and adapt the Host callbacks.
//
//   web -> native   window.MktAndroid.postMessage(json)        json: the envelope as a String
//   native -> web   window.__mkt.receive(json)                 through evaluateJavascript, or
//                   replyProxy.postMessage(json)               with addWebMessageListener (it arrives
//                                                              as a 'message' event on MktAndroid,
//                                                              which the page also listens to)
//
// Envelope: {"ns":"mkt","v":1,"kind":"hello|req|res|evt|ack","id":"…", method, params | result | error}
//   1. The page sends hello {caps, sid, role:"app"}; we answer hello {re: <its id>, caps, sid, role:"native"}.
//   2. The page calls req {id, method, params}; we answer res {id, result} or res {id, error:{code, message}}.
//      scanQrCode, pickPhoto and share are user-driven: ack {id} at once, res later (the page then waits 5 min).
//   3. We send evt {method:"photoUrl", params:{url}} / {method:"qrCode", params:{code}} whenever we like,
//      and may call the page's own methods (navigate, setLanguage, setUserToken) with req.
// Messages over 1 MB are refused by the page; photos travel as URLs (upload first), never base64.
//
// Dependencies: androidx.webkit:webkit (WebViewCompat), org.json (part of Android).
package com.example.partner.marketplace

import android.annotation.SuppressLint
import android.content.ActivityNotFoundException
import android.content.Intent
import android.net.Uri
import android.os.Handler
import android.os.Looper
import android.util.Log
import android.webkit.JavascriptInterface
import android.webkit.WebView
import androidx.webkit.JavaScriptReplyProxy
import androidx.webkit.WebViewCompat
import androidx.webkit.WebViewFeature
import org.json.JSONArray
import org.json.JSONObject
import java.util.UUID

class MarketplaceBridge(
    private val webView: WebView,
    /** The marketplace origin, exactly: "https://market.example.com" (no path, no trailing slash). */
    private val allowedOrigin: String,
    private val host: Host,
) {
    /** What your app provides. Called on the main thread. */
    interface Host {
        /** The signed-in user's id, or null. */
        fun userId(): String?
        /** language ("cn" | "en" | "fr"), areaId, token, appVersion, deviceId, platform, ... */
        fun metadata(): JSONObject
        /** Open your native page for params.pageType (homePage, list, detail, ... spec §7). */
        fun jump(params: JSONObject)
        /** Scan a QR code; done(null) when the user cancels. */
        fun scanQrCode(done: (String?) -> Unit)
        /** Let the user pick or take a photo, upload it, and answer its https URL; done(null) when cancelled. */
        fun pickPhoto(camera: Boolean, done: (String?) -> Unit)
        /** Open the system share sheet (Intent.ACTION_SEND + createChooser) for title, text and url; done(true) when sent. */
        fun share(title: String, text: String, url: String, done: (Boolean) -> Unit)
        /**
         * Show a system notification (NotificationCompat on your app's channel; saved-search alerts) and
         * answer whether it was shown (false: notifications are off). A tap opens the WebView and calls
         * the page's navigate {path: route}.
         */
        fun notify(title: String, body: String, route: String): Boolean
    }

    companion object {
        const val OBJECT_NAME = "MktAndroid" // NATIVE_TARGETS.android in bridge/transports/native.ts
        private const val NS = "mkt"
        private const val VERSION = 1
        private const val MAX_CHARS = 1024 * 1024
        private const val TAG = "MarketplaceBridge"
        private val CAPS = listOf("getUserId", "getMetadata", "jump", "scanQrCode", "pickPhoto", "share", "openExternal", "notify")
        /** openExternal opens these only (bridge/param-checks.ts EXTERNAL_SCHEMES); a WebView follows none of them itself. */
        private val EXTERNAL_SCHEMES = setOf("tel", "https", "mailto", "whatsapp")
        private val PAGE_TYPES = setOf(
            "homePage", "list", "detail", "alreadyBuyService", "goodsBuy", "certifyEnterprise", "certifyPersonal",
            "account", "focusCountry", "consume", "coupon", "exchangeCertificate", "airExpress",
        )
    }

    private val main = Handler(Looper.getMainLooper())
    private val sid = "and" + UUID.randomUUID().toString().replace("-", "").take(12)
    private var counter = 0L
    /** The page's session once it said hello; null before the handshake and after a reload. */
    private var pageSid: String? = null
    private var replyProxy: JavaScriptReplyProxy? = null
    private val pendingCalls = HashMap<String, (JSONObject) -> Unit>()
    private val queuedEvents = ArrayList<JSONObject>()

    /** Call once, BEFORE webView.loadUrl: the object must exist when the page's scripts start. */
    @SuppressLint("JavascriptInterface", "AddJavascriptInterface")
    fun install() {
        if (WebViewFeature.isFeatureSupported(WebViewFeature.WEB_MESSAGE_LISTENER)) {
            // Preferred: injected at document start, only into frames of allowedOrigin.
            WebViewCompat.addWebMessageListener(webView, OBJECT_NAME, setOf(allowedOrigin)) { _, message, sourceOrigin, isMainFrame, proxy ->
                if (!isMainFrame || originOf(sourceOrigin) != allowedOrigin) return@addWebMessageListener
                replyProxy = proxy
                message.data?.let { onMessage(it) }
            }
        } else {
            // Older WebViews: visible to every frame and origin, so check the page's origin on each call.
            webView.addJavascriptInterface(JsInterface(), OBJECT_NAME)
        }
    }

    /** Call from WebViewClient.onPageStarted: the page (and its session) is gone. */
    fun onPageStarted() {
        pageSid = null
        replyProxy = null
        val lost = pendingCalls.values.toList()
        pendingCalls.clear()
        lost.forEach { it(error("CANCELLED", "the page reloaded")) }
    }

    /** Native -> page callbacks: "photoUrl" {url} or "qrCode" {code}. Queued until the handshake. */
    fun emit(event: String, params: JSONObject) {
        val msg = envelope("evt", nextId()).put("method", event).put("params", params)
        if (pageSid == null) queuedEvents.add(msg) else send(msg)
    }

    /** Calls a method of the page: navigate {path}, setLanguage {language}, setUserToken {token}. */
    fun call(method: String, params: JSONObject, done: (JSONObject) -> Unit) {
        if (pageSid == null) return done(error("NOT_READY", "the page has not said hello"))
        val id = nextId()
        pendingCalls[id] = done
        main.postDelayed({ pendingCalls.remove(id)?.invoke(error("TIMEOUT", "$method: no answer")) }, 10_000)
        send(envelope("req", id).put("method", method).put("params", params))
    }

    private inner class JsInterface {
        @JavascriptInterface
        fun postMessage(json: String) {
            // A binder thread: hop to the main thread, where webView.url may be read.
            main.post { if (originOf(Uri.parse(webView.url ?: "")) == allowedOrigin) onMessage(json) }
        }
    }

    private fun onMessage(json: String) {
        if (json.length > MAX_CHARS) return
        val msg = try { JSONObject(json) } catch (e: Exception) { return }
        val id = msg.optString("id")
        if (msg.optString("ns") != NS || msg.optInt("v", 0) < 1 || id.isEmpty() || id.length > 128) return
        when (msg.optString("kind")) {
            "hello" -> onHello(msg, id)
            "req" -> onRequest(id, msg.optString("method"), msg.optJSONObject("params") ?: JSONObject())
            "res" -> pendingCalls.remove(id)?.invoke(msg)
            else -> Unit // evt, ack: the page sends none to us today; unknown kinds are ignored
        }
    }

    private fun onHello(msg: JSONObject, id: String) {
        if (msg.has("re")) return // an answer to a hello of ours; we never initiate
        val sid = msg.optString("sid")
        if (sid.isEmpty()) return
        if (pageSid != null && sid != pageSid) onPageStarted() // the page reloaded without telling us
        pageSid = sid
        // Answer every first hello (the page retries until answered; repeats are harmless).
        send(envelope("hello", nextId()).put("caps", JSONArray(CAPS)).put("sid", this.sid).put("role", "native").put("re", id))
        queuedEvents.forEach { send(it) }
        queuedEvents.clear()
    }

    private fun onRequest(id: String, method: String, params: JSONObject) {
        if (pageSid == null) return send(error("NOT_READY", "the bridge handshake is not complete", id))
        // A `when` on exact names: nothing inherited or reflective can be reached from the page.
        when (method) {
            "getUserId" -> result(id, JSONObject().put("userId", host.userId() ?: JSONObject.NULL))
            "getMetadata" -> result(id, host.metadata())
            "jump" -> {
                val pageType = params.optString("pageType")
                if (pageType !in PAGE_TYPES) return send(error("INVALID_PARAMS", "jump: unknown pageType \"$pageType\"", id))
                host.jump(params)
                result(id, JSONObject())
            }
            "scanQrCode" -> {
                send(envelope("ack", id))
                host.scanQrCode { code ->
                    if (code == null) send(error("CANCELLED", "the user closed the scanner", id))
                    else result(id, JSONObject().put("code", code))
                }
            }
            "pickPhoto" -> {
                send(envelope("ack", id))
                host.pickPhoto(params.optBoolean("camera", false)) { url ->
                    if (url == null) send(error("CANCELLED", "no photo was chosen", id))
                    else result(id, JSONObject().put("url", url)) // an uploaded URL, never base64
                }
            }
            "share" -> {
                val url = params.optString("url")
                if (!url.startsWith("https://") && !url.startsWith("http://")) return send(error("INVALID_PARAMS", "share: url must be an absolute http(s) URL", id))
                send(envelope("ack", id))
                host.share(params.optString("title"), params.optString("text"), url) { shared ->
                    result(id, JSONObject().put("shared", shared))
                }
            }
            "openExternal" -> {
                // The dialler (tel: with ACTION_DIAL: no CALL_PHONE permission, the user presses call),
                // WhatsApp (https://wa.me/… opens the app when installed, or whatsapp:), mail.
                val uri = Uri.parse(params.optString("url"))
                if (uri.scheme?.lowercase() !in EXTERNAL_SCHEMES) return send(error("INVALID_PARAMS", "openExternal: url must be a tel:, https:, mailto: or whatsapp: link", id))
                val action = if (uri.scheme.equals("tel", ignoreCase = true)) Intent.ACTION_DIAL else Intent.ACTION_VIEW
                val opened = try {
                    webView.context.startActivity(Intent(action, uri).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK)); true
                } catch (e: ActivityNotFoundException) {
                    false // no dialler (a tablet) or no app for the link
                }
                result(id, JSONObject().put("opened", opened))
            }
            "notify" -> {
                // A path of the app, never a URL (bridge/param-checks.ts notify).
                val route = params.optString("route")
                if (!route.startsWith("/") || route.startsWith("//")) return send(error("INVALID_PARAMS", "notify: route must be an app path", id))
                result(id, JSONObject().put("shown", host.notify(params.optString("title"), params.optString("body"), route)))
            }
            else -> send(error("UNIMPLEMENTED", "no method \"$method\"", id))
        }
    }

    private fun result(id: String, value: JSONObject) = send(envelope("res", id).put("result", value))

    private fun error(code: String, message: String, id: String = nextId()): JSONObject =
        envelope("res", id).put("error", JSONObject().put("code", code).put("message", message))

    private fun envelope(kind: String, id: String): JSONObject =
        JSONObject().put("ns", NS).put("v", VERSION).put("kind", kind).put("id", id)

    private fun nextId(): String = "$sid.${++counter}"

    private fun send(msg: JSONObject) {
        val json = msg.toString()
        if (json.length > MAX_CHARS) {
            Log.w(TAG, "not sent: over 1 MB")
            return
        }
        main.post {
            val proxy = replyProxy
            if (proxy != null) {
                proxy.postMessage(json)
            } else {
                // JSONObject.quote makes the JSON text a valid JavaScript string literal.
                webView.evaluateJavascript("window.__mkt&&window.__mkt.receive(${JSONObject.quote(json)})", null)
            }
        }
    }

    private fun originOf(uri: Uri): String {
        val port = if (uri.port == -1) "" else ":${uri.port}"
        return "${uri.scheme}://${uri.host}$port"
    }
}

// Wiring, e.g. in an Activity:
//
//   val bridge = MarketplaceBridge(webView, "https://market.example.com", object : MarketplaceBridge.Host { ... })
//   webView.settings.javaScriptEnabled = true
//   webView.settings.domStorageEnabled = true          // the app keeps its session in localStorage
//   webView.webViewClient = object : WebViewClient() {
//       override fun onPageStarted(view: WebView, url: String?, favicon: Bitmap?) = bridge.onPageStarted()
//   }
//   bridge.install()
//   webView.loadUrl("https://market.example.com/index")
//   ...
//   bridge.emit("qrCode", JSONObject().put("code", scanned))
//   bridge.call("navigate", JSONObject().put("path", "/land/list")) { res -> Log.d("mkt", res.toString()) }
