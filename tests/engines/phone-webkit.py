#!/usr/bin/python3
# A phone-sized WebKitGTK browser for WebKitWebDriver: a window holding only the web view, so it can be
# 390 x 844 (MiniBrowser's toolbar keeps its window at 447 px or more). WebKitWebDriver starts it with
# --automation and talks to it through WEBKIT_INSPECTOR_SERVER; it ends it when the session ends.
import os
import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

WIDTH, HEIGHT = 390, 844
# What WebKit on an iPhone says, so the server treats us as the players' phones.
USER_AGENT = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1"
)

context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
# Under LANG=C WebKitGTK would send "Accept-Language: C".
context.set_preferred_languages([os.environ.get("PHONE_LANGUAGE", "en-US")])


def new_view(_session):
    settings = WebKit2.Settings(
        user_agent=USER_AGENT,
        hardware_acceleration_policy=WebKit2.HardwareAccelerationPolicy.NEVER,
        enable_write_console_messages_to_stdout=True,
    )
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(WIDTH, HEIGHT)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.show_all()
    # The focused window, as a phone's browser is: focus events and :focus work as for a player.
    window.present()
    view.grab_focus()
    return view


def started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("phone-webkit")
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect("create-web-view", new_view)


context.connect("automation-started", started)
Gtk.main()
