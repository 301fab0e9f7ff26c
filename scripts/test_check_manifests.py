#!/usr/bin/env python3
"""Tests of check_manifests.py: each rule fails on a small package tree written for the test."""

import contextlib
import io
import os
import sys
import tempfile
import textwrap
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_manifests  # noqa: E402


def manifest(tools, name, platforms="", dependencies="", products=""):
    lines = [f"// swift-tools-version: {tools}", "import PackageDescription", ""]
    lines.append(f'let package = Package(\n  name: "{name}",')
    if platforms:
        lines.append(f"  platforms: [{platforms}],")
    if products:
        lines.append(f"  products: [{products}],")
    if dependencies:
        lines.append(f"  dependencies: [{dependencies}],")
    lines.append(f'  targets: [.target(name: "{name}")]\n)')
    return "\n".join(lines) + "\n"


LIBRARY = '.library(name: "L", targets: ["L"])'
ALL_PLATFORMS = ".macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .macCatalyst(.v18)"


class CheckManifestsTests(unittest.TestCase):
    def tree(self, files):
        folder = tempfile.TemporaryDirectory(prefix="check-manifests-")
        self.addCleanup(folder.cleanup)
        root = folder.name
        for path, text in files.items():
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as file:
                file.write(textwrap.dedent(text))
        return root

    def failures(self, files):
        return check_manifests.check(self.tree(files))[0]

    def failures_of_one_package(self, source, tools="6.0", **manifest_arguments):
        """The failures of a package `A` whose one source file is `source`."""
        return self.failures({
            "A/Package.swift": manifest(tools, "A", **manifest_arguments),
            "A/Sources/A/A.swift": source,
        })

    def test_a_correct_tree_passes(self):
        root = self.tree({
            "A/Package.swift": manifest("6.0", "A"),
            "A/Sources/A/A.swift": "func f(a: Int, b: Int) {}\n",
        })
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            self.assertEqual(check_manifests.main(["check", root]), 0)
        self.assertIn("A: tools 6.0 (needs 6.0: Swift 6 language mode)", output.getvalue())

    def test_a_trailing_comma_in_an_argument_list_needs_6_1(self):
        failures = self.failures_of_one_package(
            "func f(a: Int, b: Int) {}\nlet x = f(\n  a: 1,\n  b: 2,\n)\n"
        )
        self.assertEqual(len(failures), 1)
        self.assertIn("declares swift-tools-version 6.0, but needs 6.1", failures[0])
        self.assertIn("trailing comma", failures[0])
        self.assertIn("Sources/A/A.swift:4", failures[0])
        self.assertIn("Declare // swift-tools-version: 6.1.", failures[0])

    def test_commas_in_comments_and_strings_are_not_code(self):
        failures = self.failures_of_one_package("""\
            // f(a,)
            /* f(a,) /* nested (b,) */ */
            let s = "f(a,)"
            let t = #"f("a",)"#
            let u = \"\"\"
              g(b,)
              \"\"\"
            let v = "\\(s.count) and \\(t.hasPrefix("x,)"))"
            """)
        self.assertEqual(failures, [])

    def test_a_feature_is_reported_at_its_line_after_multi_line_strings_and_comments(self):
        failures = self.failures_of_one_package("""\
            /* a comment
               over two lines */
            let u = \"\"\"
              three
              lines
              \"\"\"
            protocol P: SendableMetatype {}
            """)
        self.assertEqual(len(failures), 1)
        self.assertIn("SendableMetatype (Sources/A/A.swift:7)", failures[0])

    def test_code_inside_an_interpolation_is_code(self):
        failures = self.failures_of_one_package(
            'func f(_ a: Int) -> Int { a }\nlet s = "\\(f(1,))"\n'
        )
        self.assertEqual(len(failures), 1)
        self.assertIn("needs 6.1", failures[0])

    def test_a_version_higher_than_needed_is_a_failure(self):
        failures = self.failures_of_one_package("struct S {}\n", tools="6.2")
        self.assertEqual(len(failures), 1)
        self.assertIn(
            "declares swift-tools-version 6.2, but nothing in it needs more than 6.0", failures[0]
        )
        self.assertIn("turns away toolchains that can build it", failures[0])

    def test_a_dependency_tools_version_binds_its_users(self):
        failures = self.failures({
            "Base/Package.swift": manifest("6.2", "Base"),
            "Base/Sources/Base/Base.swift": "protocol P: SendableMetatype {}\n",
            "User/Package.swift": manifest(
                "6.0", "User", dependencies='.package(path: "../Base")'
            ),
            "User/Sources/User/User.swift": "struct S {}\n",
        })
        self.assertEqual(len(failures), 1)
        self.assertIn(
            "User: declares swift-tools-version 6.0, but needs 6.2: depends on Base", failures[0]
        )

    def test_a_commented_out_dependency_does_not_bind(self):
        failures = self.failures({
            "Base/Package.swift": manifest("6.2", "Base"),
            "Base/Sources/Base/Base.swift": "protocol P: SendableMetatype {}\n",
            "User/Package.swift": manifest(
                "6.0", "User", dependencies='// .package(path: "../Base")\n'
            ),
            "User/Sources/User/User.swift": "struct S {}\n",
        })
        self.assertEqual(failures, [])

    def test_a_dependency_without_a_manifest_is_a_failure(self):
        failures = self.failures_of_one_package(
            "struct S {}\n", dependencies='.package(path: "../Missing")'
        )
        self.assertEqual(failures, ["A: depends on Missing, which has no Package.swift"])

    def test_a_manifest_without_a_tools_version_is_a_failure_that_stops_nothing_else(self):
        failures = self.failures({
            "A/Package.swift": "import PackageDescription\n",
            "B/Package.swift": manifest("6.2", "B"),
            "B/Sources/B/B.swift": "struct S {}\n",
        })
        self.assertEqual(len(failures), 2)
        self.assertEqual(
            failures[0],
            "A: its first line does not declare a swift-tools-version, like "
            "// swift-tools-version: 6.0",
        )
        self.assertIn("B: declares swift-tools-version 6.2, but nothing in it needs", failures[1])

    def test_synchronization_in_a_library_needs_every_apple_platform(self):
        failures = self.failures_of_one_package(
            "import Synchronization\n", platforms=".macOS(.v15)", products=LIBRARY
        )
        self.assertEqual(len(failures), 4)
        self.assertTrue(any("needs iOS 18.0 (it imports Synchronization) but leaves it out. "
                            "Declare .iOS(.v18)" in failure for failure in failures))
        self.assertTrue(any("watchOS 11.0" in failure for failure in failures))

    def test_synchronization_in_a_tool_needs_only_macos(self):
        too_low = self.failures_of_one_package("import Synchronization\n", platforms=".macOS(.v14)")
        self.assertEqual(len(too_low), 1)
        self.assertIn("needs macOS 15.0 (it imports Synchronization) but declares 14.0", too_low[0])
        enough = self.failures_of_one_package("import Synchronization\n", platforms=".macOS(.v15)")
        self.assertEqual(enough, [])

    def test_a_dependency_platform_minimum_binds_its_users(self):
        failures = self.failures({
            "Base/Package.swift": manifest(
                "6.0", "Base", platforms=ALL_PLATFORMS, products=LIBRARY
            ),
            "Base/Sources/Base/Base.swift": "import Synchronization\n",
            "Client/Package.swift": manifest(
                "6.0", "Client", dependencies='.package(path: "../Base")'
            ),
            "Client/Sources/Client/main.swift": "print(1)\n",
        })
        self.assertEqual(
            failures,
            ["Client: needs macOS 15.0 (Base needs it) but leaves it out. "
             "Declare .macOS(.v15) in its platforms."],
        )

    def test_a_nested_package_is_checked_on_its_own(self):
        failures = self.failures({
            "A/Package.swift": manifest("6.0", "A"),
            "A/Sources/A/A.swift": "struct S {}\n",
            "A/Fixtures/B/Package.swift": manifest("6.0", "B"),
            "A/Fixtures/B/Sources/B/B.swift": "func f(_ a: Int) {}\nlet x = f(1,)\n",
        })
        self.assertEqual(len(failures), 1)
        self.assertTrue(failures[0].startswith("A/Fixtures/B: declares swift-tools-version 6.0, "
                                               "but needs 6.1"), failures[0])

    def test_package_traits_in_a_manifest_need_6_1(self):
        failures = self.failures_of_one_package(
            "struct S {}\n",
            dependencies='.package(url: "https://example.com/b.git", from: "1.0", traits: ["T"])',
        )
        self.assertEqual(len(failures), 1)
        self.assertIn("needs 6.1: package traits (Package.swift:", failures[0])


if __name__ == "__main__":
    unittest.main(verbosity=1)
