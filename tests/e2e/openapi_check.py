"""Validate REST requests against Discord's OpenAPI 3.1 description (a small JSON-schema subset).

The description lives in ``shared/discord-api-spec/openapi.json``; :func:`load` returns ``None``
when the file is absent, and the harness then says so in the test output.

Deliberate leniencies, each because the real Discord API accepts it:
- snowflakes (``format: snowflake``) may also arrive as JSON integers (discord.py sends
  ``recipient_id`` that way);
- ``oneOf`` is checked as "at least one branch fits" (Discord's unions overlap, e.g. nullable
  branches), as the description itself marks with ``x-discord-union``.
"""

from __future__ import annotations

import json
import math
import os
import re
from pathlib import Path
from typing import Any

SPEC_CANDIDATES = (
    os.environ.get("DISCORD_OPENAPI_SPEC", ""),
    str(Path(__file__).resolve().parents[3] / "shared" / "discord-api-spec" / "openapi.json"),
    "/work/shared/discord-api-spec/openapi.json",
)

JSON_TYPES = ("application/json", "multipart/form-data")


class OpenApi:
    def __init__(self, spec: dict[str, Any]) -> None:
        self.spec = spec
        self.schemas: dict[str, Any] = spec["components"]["schemas"]
        self.routes: list[tuple[re.Pattern[str], str, dict[str, Any]]] = []
        for template, item in spec["paths"].items():
            segments = template.split("/")
            body = "/".join("[^/]+" if s.startswith("{") else re.escape(s) for s in segments)
            self.routes.append((re.compile(f"^{body}$"), template, item))
        # Literal segments (e.g. /users/@me) before parameterised ones.
        self.routes.sort(key=lambda r: r[1].count("{"))

    # ------------------------------------------------------------------ requests

    def check(self, method: str, path: str, body: Any, multipart: bool = False) -> list[str]:
        """Problems with one request; ``path`` is relative to /api/v10, without the query."""
        found = next(((t, i) for p, t, i in self.routes if p.match(path)), None)
        if found is None:
            return [f"{method} {path}: no such path in the OpenAPI description"]
        template, item = found
        op = item.get(method.lower())
        if op is None:
            return [f"{method} {template}: method not in the OpenAPI description"]
        problems: list[str] = []
        request_body = op.get("requestBody")
        if body is None:
            if request_body and request_body.get("required"):
                problems.append(f"{method} {template}: request body required")
            return problems
        if request_body is None:
            return [f"{method} {template}: sends a body the endpoint does not take"]
        content = request_body.get("content", {})
        media = "multipart/form-data" if multipart else "application/json"
        if media not in content:
            return [f"{method} {template}: {media} not accepted"]
        schema = content[media]["schema"]
        errors = self.validate(body, schema, "body")
        problems.extend(f"{method} {template}: {e}" for e in errors[:5])
        return problems

    # ------------------------------------------------------------------ JSON schema subset

    def _resolve(self, schema: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in schema:
            name = schema["$ref"].rsplit("/", 1)[-1]
            schema = self.schemas[name]
        return schema

    def validate(self, value: Any, schema: dict[str, Any], where: str) -> list[str]:
        schema = self._resolve(schema)
        errors: list[str] = []
        if "allOf" in schema:
            for sub in schema["allOf"]:
                errors += self.validate(value, sub, where)
        for key in ("oneOf", "anyOf"):
            if key in schema:
                branches = [self.validate(value, sub, where) for sub in schema[key]]
                if all(branches):
                    best = min(branches, key=len)
                    errors.append(f"{where}: fits no {key} branch ({best[0]})")
        if "const" in schema and value != schema["const"]:
            errors.append(f"{where}: {value!r} != const {schema['const']!r}")
        if "enum" in schema and value not in schema["enum"]:
            errors.append(f"{where}: {value!r} not in enum")
        types = schema.get("type")
        if types is not None:
            types = [types] if isinstance(types, str) else list(types)
            if not any(self._is(value, t, schema) for t in types):
                return [*errors, f"{where}: {type(value).__name__} is not {'/'.join(types)}"]
        if isinstance(value, str):
            if "maxLength" in schema and len(value) > schema["maxLength"]:
                errors.append(f"{where}: longer than {schema['maxLength']}")
            if "minLength" in schema and len(value) < schema["minLength"]:
                errors.append(f"{where}: shorter than {schema['minLength']}")
            if "pattern" in schema and not re.search(schema["pattern"], value):
                errors.append(f"{where}: {value!r} does not match {schema['pattern']}")
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            if "minimum" in schema and value < schema["minimum"]:
                errors.append(f"{where}: below {schema['minimum']}")
            if "maximum" in schema and value > schema["maximum"]:
                errors.append(f"{where}: above {schema['maximum']}")
        if isinstance(value, list):
            if "maxItems" in schema and len(value) > schema["maxItems"]:
                errors.append(f"{where}: more than {schema['maxItems']} items")
            if "minItems" in schema and len(value) < schema["minItems"]:
                errors.append(f"{where}: fewer than {schema['minItems']} items")
            if "items" in schema:
                for i, item in enumerate(value):
                    errors += self.validate(item, schema["items"], f"{where}[{i}]")
        if isinstance(value, dict):
            props: dict[str, Any] = schema.get("properties", {})
            for name in schema.get("required", []):
                if name not in value:
                    errors.append(f"{where}: missing {name}")
            extra = schema.get("additionalProperties", True)
            for name, item in value.items():
                if name in props:
                    errors += self.validate(item, props[name], f"{where}.{name}")
                elif extra is False:
                    errors.append(f"{where}: unknown field {name}")
                elif isinstance(extra, dict):
                    errors += self.validate(item, extra, f"{where}.{name}")
            if "maxProperties" in schema and len(value) > schema["maxProperties"]:
                errors.append(f"{where}: more than {schema['maxProperties']} properties")
        return errors

    @staticmethod
    def _is(value: Any, t: str, schema: dict[str, Any]) -> bool:
        if t == "null":
            return value is None
        if t == "boolean":
            return isinstance(value, bool)
        if t == "integer":
            return (isinstance(value, int) and not isinstance(value, bool)) or (
                isinstance(value, float) and math.isfinite(value) and value.is_integer()
            )
        if t == "number":
            return isinstance(value, (int, float)) and not isinstance(value, bool)
        if t == "string":
            if isinstance(value, str):
                return True
            # Discord takes integer snowflakes too.
            return (
                schema.get("format") == "snowflake"
                and isinstance(value, int)
                and not isinstance(value, bool)
            )
        if t == "array":
            return isinstance(value, list)
        if t == "object":
            return isinstance(value, dict)
        return True


def load() -> OpenApi | None:
    for candidate in SPEC_CANDIDATES:
        if candidate and Path(candidate).is_file():
            with open(candidate, encoding="utf-8") as fh:
                return OpenApi(json.load(fh))
    return None
