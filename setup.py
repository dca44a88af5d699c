"""Which files go into the wheel (the metadata is in pyproject.toml).

The top-level assets/ folder stays the source; the wheel carries it as luna/assets/,
where luna/places.py finds it once installed. Subpackages are found, never listed; the
string catalogues (luna/text/locale/*.po and locale/<part>/*.po) travel with their package.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["luna", "luna.*"]), "luna.assets"],
    package_dir={"luna.assets": "assets"},
    package_data={"luna.assets": ["*.json", "*.md", "fonts/*.ttf", "fonts/*.txt", "icons/*.svg"],
                  "luna.text": ["locale/*.po", "locale/*/*.po"]},
    include_package_data=False,
)
