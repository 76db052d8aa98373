"""The SDK's version and the User-Agent it sends."""

__version__ = "0.1.0"
USER_AGENT = f"agora-python/{__version__}"
